// Preloaded (node --import) into a journey's own server: its clock runs CLOCK_OFFSET_DAYS days
// off the real one, so a journey can make a record dated in the past (an account expiry the
// form refuses before today) and then see it from a server on the real clock.
const offset = Number(process.env.CLOCK_OFFSET_DAYS ?? 0) * 86_400_000;
if (offset !== 0) {
  const RealDate = Date;
  function ShiftedDate(...args) {
    const shifted =
      args.length === 0 ? new RealDate(RealDate.now() + offset) : new RealDate(...args);
    // Date() called without new answers a string, as the real one does.
    return new.target ? shifted : shifted.toString();
  }
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = () => RealDate.now() + offset;
  ShiftedDate.parse = RealDate.parse;
  ShiftedDate.UTC = RealDate.UTC;
  globalThis.Date = ShiftedDate;
}
