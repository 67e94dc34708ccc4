/** The platform's outbox: events written with the change they report (README.md). */
export {
  createOutbox,
  type PlatformEvent,
  type PlatformEventInput,
  type PlatformEventListener,
  type PlatformOutbox,
} from './outbox';
export { platformEvents } from './platform-events.table';
export {
  gateOpen,
  type AnnouncedChange,
  type AnnouncedStatement,
  type StatementFanOut,
} from './announced-statement';
