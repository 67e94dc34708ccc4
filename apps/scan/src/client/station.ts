/**
 * The scan station's script (decision 0321), loaded only by GET /station: no framework, a few kB.
 * The page is the server's HTML; this wires its four actions, each ONE call to
 * POST /api/v1/epcis/events with the console's token (the same origin's localStorage 'token') or,
 * as the person chooses, an API key with the trace:write scope kept in the tab's sessionStorage
 * (station-credentials.ts). Without either, or when the server refuses it, the page says to sign
 * in or give a key.
 */
import type { StationMessageKey } from '../i18n/script-messages';
import { pageSay } from './say';
import { camera, cameraAvailable } from './station/camera';
import { codeList, type CodeList } from './station/code-list';
import {
  authorizationOf,
  currentCredential,
  forgetKey,
  keepKey,
  keyCheckUrl,
  type StationCredential,
} from './station/station-credentials';
import {
  codeOf,
  documentOf,
  successOf,
  type CaptureCounts,
  type StationAction,
  type StationInput,
  type StationPlace,
} from './station/station-events';

const eventsUrl = '/api/v1/epcis/events';
// The page's language: the server rendered this script's messages into the page (decision 0472).
const say = pageSay<StationMessageKey>();
let credential: StationCredential | null = currentCredential(sessionStorage, localStorage);
const station = document.querySelector<HTMLElement>('[data-station]')!;
const signIn = document.querySelector<HTMLElement>('[data-station-signin]')!;
const sheet = camera(document.querySelector<HTMLElement>('[data-camera]')!, say);

const keyForm = document.querySelector<HTMLFormElement>('[data-station-key-form]')!;
const keyProblem = keyForm.querySelector<HTMLElement>('[data-station-key-problem]')!;
const who = document.querySelector<HTMLElement>('[data-station-who]')!;
const keySwitch = document.querySelector<HTMLButtonElement>('[data-station-key-switch]')!;
const keyForget = document.querySelector<HTMLButtonElement>('[data-station-key-forget]')!;

function sayKeyProblem(text: string): void {
  keyProblem.textContent = text;
  keyProblem.hidden = !text;
}

/** The sign-in and key form instead of the station; a refused key is forgotten, with why. */
function signedOut(problem = ''): void {
  if (credential?.kind === 'key') {
    forgetKey(sessionStorage);
    credential = currentCredential(sessionStorage, localStorage);
    problem ||= say('station.keyRefused');
  }
  station.hidden = true;
  signIn.hidden = false;
  sayKeyProblem(problem);
}

const headers = () => (credential ? authorizationOf(credential) : {});

/** Who the station acts as, said on top; a token the server refuses is a signed-out page. */
async function greet(): Promise<void> {
  keySwitch.hidden = credential?.kind === 'key';
  keyForget.hidden = credential?.kind !== 'key';
  if (credential?.kind === 'key') {
    who.textContent = say('station.usingKey', { key: credential.shown });
    return;
  }
  const reply = await fetch('/api/account', { headers: headers() }).catch(() => undefined);
  if (reply?.status === 401) return signedOut();
  const account = reply?.ok ? ((await reply.json()) as { login?: string }) : undefined;
  if (account?.login) who.textContent = say('station.signedInAs', { login: account.login });
}

/** A pasted key is tried on a call that changes nothing before the station shows with it. */
async function tryKey(pasted: string): Promise<void> {
  const kept = keepKey(sessionStorage, pasted, say);
  if ('problem' in kept) return sayKeyProblem(kept.problem);
  const reply = await fetch(keyCheckUrl, { headers: authorizationOf(kept) }).catch(() => undefined);
  if (!reply) return sayKeyProblem(say('station.unreachable'));
  if (reply.status === 401 || reply.status === 403) {
    forgetKey(sessionStorage);
    return sayKeyProblem(await problemOf(reply));
  }
  credential = kept;
  keyForm.reset();
  open();
}

/** The action tabs: one panel shows at a time. */
function showAction(action: string): void {
  document
    .querySelectorAll<HTMLButtonElement>('[data-station-tab]')
    .forEach((tab) => tab.setAttribute('aria-pressed', String(tab.dataset.stationTab === action)));
  document
    .querySelectorAll<HTMLFormElement>('[data-station-form]')
    .forEach((form) => (form.hidden = form.dataset.stationForm !== action));
}

/** 'Add my place' on the ship form: the browser asks only when pressed (consent). */
function placeShare(form: HTMLFormElement): {
  place: () => StationPlace | undefined;
  clear: () => void;
} {
  let place: StationPlace | undefined;
  const button = form.querySelector<HTMLButtonElement>('[data-place-share]');
  const status = form.querySelector<HTMLElement>('[data-place-status]');
  if (!button || !status || !('geolocation' in navigator))
    return { place: () => undefined, clear: () => undefined };
  button.hidden = false;
  button.addEventListener('click', () => {
    status.textContent = say('station.placeAsking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        place = {
          latitude: Number(coords.latitude.toFixed(5)),
          longitude: Number(coords.longitude.toFixed(5)),
        };
        // As strings: the coordinates keep their five decimals whatever the locale rounds to.
        status.textContent = say('station.placeAdded', {
          latitude: String(place.latitude),
          longitude: String(place.longitude),
        });
      },
      () => {
        place = undefined;
        status.textContent = say('station.placeNotShared');
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
  return {
    place: () => place,
    // The next consignment may go elsewhere: its place is asked again.
    clear: () => {
      place = undefined;
      status.textContent = '';
    },
  };
}

/** What the person must still give before the call is worth making. */
function missing(action: StationAction, input: StationInput): string | undefined {
  if (action === 'pack' && !input.parent) return say('station.needParent');
  if (action === 'receive') return input.reference ? undefined : say('station.needReference');
  if (action === 'ship' && (!input.reference || !input.destination))
    return say('station.needReferenceDestination');
  return input.codes.length === 0 ? say('station.needCodes') : undefined;
}

/** The events API's refusal: its problem+json title and details, the API's English (decision 0472). */
async function problemOf(reply: Response): Promise<string> {
  const problem = (await reply.json().catch(() => ({}))) as {
    title?: string;
    errors?: { detail?: string }[];
  };
  const details = (problem.errors ?? [])
    .map((error) => error.detail)
    .filter(Boolean)
    .slice(0, 3);
  return [
    problem.title ?? say('station.serverAnswered', { status: String(reply.status) }),
    ...details,
  ].join(': ');
}

function wireForm(form: HTMLFormElement): void {
  const action = form.dataset.stationForm as StationAction;
  const problem = form.querySelector<HTMLElement>('[data-station-problem]')!;
  const result = form.querySelector<HTMLElement>('[data-station-result]')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const shared = placeShare(form);
  const lists = new Map<string, CodeList>();
  const show = (alert: string, done = '') => {
    problem.textContent = alert;
    problem.hidden = !alert;
    result.textContent = done;
  };
  form.querySelectorAll<HTMLElement>('[data-code-list]').forEach((element) => {
    const list = codeList(
      element,
      (added) => {
        show('');
        // The parent scanned, the next scans are its children.
        if (added.name === 'parent' && added.items().length === 1) lists.get('codes')?.focus();
      },
      say,
    );
    lists.set(list.name, list);
    const open = element.querySelector<HTMLButtonElement>('[data-code-camera]');
    if (open && cameraAvailable()) {
      open.hidden = false;
      open.addEventListener('click', () => {
        void sheet.open((text) => {
          if (list.add(text, { quiet: true }) === 0) return undefined;
          navigator.vibrate?.(40);
          if (list.name === 'parent') sheet.close();
          return say('station.cameraAdded', { code: codeOf(text), count: list.items().length });
        });
      });
    }
  });
  const text = (name: string) =>
    (form.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() || undefined;

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const input: StationInput = {
      parent: lists.get('parent')?.items()[0],
      codes: lists.get('codes')?.items() ?? [],
      reference: text('reference'),
      destination: text('destination'),
      place: shared.place(),
    };
    const lacking = missing(action, input);
    if (lacking) return show(lacking);
    submit.disabled = true;
    show('', say('station.sending'));
    fetch(eventsUrl, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: JSON.stringify(documentOf(action, input, new Date())),
    })
      .then(async (reply) => {
        if (reply.status === 401) return signedOut();
        // A refusal keeps the lists, so the person fixes the one code and sends again.
        if (!reply.ok) return show(await problemOf(reply));
        const { counts } = (await reply.json()) as { counts: CaptureCounts };
        lists.forEach((list) => list.clear());
        form.reset();
        shared.clear();
        show('', successOf(action, counts, input, say));
        // Ready for the next carton: a wedge scanner's next scan lands in the first list.
        lists.values().next().value?.focus();
      })
      .catch(() => show(say('station.unreachableSendAgain')))
      .finally(() => (submit.disabled = false));
  });
}

/** The station shown with the credential in use. */
function open(): void {
  signIn.hidden = true;
  station.hidden = false;
  sayKeyProblem('');
  void greet();
}

document
  .querySelectorAll<HTMLButtonElement>('[data-station-tab]')
  .forEach((tab) => tab.addEventListener('click', () => showAction(tab.dataset.stationTab!)));
document.querySelectorAll<HTMLFormElement>('[data-station-form]').forEach(wireForm);
showAction('pack');
keyForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void tryKey((keyForm.elements.namedItem('apiKey') as HTMLInputElement).value);
});
keySwitch.addEventListener('click', () => {
  station.hidden = true;
  signIn.hidden = false;
});
keyForget.addEventListener('click', () => {
  forgetKey(sessionStorage);
  credential = currentCredential(sessionStorage, localStorage);
  if (credential) open();
  else signedOut();
});
if (credential) open();
else signedOut();
