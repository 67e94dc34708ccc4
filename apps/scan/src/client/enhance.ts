/**
 * The scan page's only JavaScript, a few hundred bytes once built: no framework, because the
 * page is complete as HTML and this only adds what needs a browser. Loaded as a module, so it
 * runs after the document is parsed and never delays the verdict. It speaks the page's
 * language: the server renders its messages into the location section's data attributes and
 * the page's locale into `<body data-locale>` (decision 0472), so no catalogue is shipped.
 */

/** Shows 'Share my location' where the browser can locate, and asks only when it is pressed (consent). */
function enhanceLocation(section: HTMLElement): void {
  const action = section.dataset.locationAction;
  const button = section.querySelector<HTMLButtonElement>('[data-share-location]');
  const status = section.querySelector<HTMLElement>('[data-location-status]');
  if (!action || !button || !status || !('geolocation' in navigator)) return;
  const { asking, shared, failed, notShared } = section.dataset;
  const say = (text: string | undefined) => (status.textContent = text ?? '');
  section.hidden = false;
  button.addEventListener('click', () => {
    button.disabled = true;
    say(asking);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        fetch(action, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            lat: coords.latitude,
            lng: coords.longitude,
            accuracy: coords.accuracy,
          }),
        }).then(
          (response) => {
            say(response.ok ? shared : failed);
            button.disabled = response.ok;
          },
          () => {
            say(failed);
            button.disabled = false;
          },
        );
      },
      () => {
        // Refused or unavailable: nothing is sent, and the scan stays stored without a place.
        say(notShared);
        button.disabled = false;
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

/** Says server times (written in UTC) in the phone's own zone, in the page's language. */
function localizeTime(element: HTMLTimeElement): void {
  const date = new Date(element.dateTime);
  if (Number.isNaN(date.getTime())) return;
  element.textContent = date.toLocaleString(document.body.dataset.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** A second tap on a slow network would post the form twice: the first submit wins. */
function guardDoubleSubmit(form: HTMLFormElement): void {
  form.addEventListener('submit', (event) => {
    if (form.dataset.submitting) event.preventDefault();
    form.dataset.submitting = 'true';
  });
  // Coming back to the page (the back button restores it from memory) must allow a new submit.
  window.addEventListener('pageshow', () => delete form.dataset.submitting);
}

document.querySelectorAll<HTMLElement>('[data-location-action]').forEach(enhanceLocation);
document.querySelectorAll<HTMLTimeElement>('time[data-local-time]').forEach(localizeTime);
document
  .querySelectorAll<HTMLFormElement>('form[data-slot="scan-form"]')
  .forEach(guardDoubleSubmit);

// A module (loaded as type=module, and imported by its test); it exports nothing.
export {};
