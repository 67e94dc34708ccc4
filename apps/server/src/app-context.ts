import type { createBinder } from './http/bind-call';

/** The binder every module registers its routes with (see http/bind-call.ts). */
export type Bind = ReturnType<typeof createBinder>;
