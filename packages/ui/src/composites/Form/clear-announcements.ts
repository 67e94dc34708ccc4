/**
 * Story cleanup. react-aria announces a focused button turning pending through one live
 * region on document.body, which outlives the story; its entries point at the unmounted
 * button, and axe fails the next story for them (role-img-alt). Empty it between stories.
 */
export function clearAnnouncements() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]'))
    log.replaceChildren();
}
