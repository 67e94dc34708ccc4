import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CallSpec } from '@veritag/api';
import type { Bind } from '../app-context';
import type { Database, Db } from '../db/database';
import type { Access } from './access';
import type { FileStorage } from './file-storage';
import type { AnyJobKind, JobRuntime } from './jobs';
import type { LogSink, PlatformMailer, SmsSender } from './messaging';
import type { PlatformOutbox } from './outbox';
import type { PlatformSettings } from './settings';

/** What the platform gives every module: the database, files, mail, time and settings. */
export interface PlatformContext {
  database: Database;
  db: Db;
  storage: FileStorage;
  mailer: PlatformMailer;
  /** Queues long work and reads its progress: `jobs.queue(kind, input, { owner })`, `jobs.statusOf`; `jobs.wake(kind)` after a transaction that queued. */
  jobs: Pick<JobRuntime, 'queue' | 'statusOf' | 'wake'>;
  sms: SmsSender;
  /** Where a module reports a change, in its transaction: `outbox.recordPlatformEvent(tx, { companyId, type, data })`. */
  outbox: PlatformOutbox;
  logSink: LogSink;
  log: FastifyBaseLogger;
  clock: () => Date;
  version: string;
  /** The platform's settings (from the environment, or a test's overrides). */
  settings: Readonly<PlatformSettings>;
  /** Every call bound so far, with who may call it (the API reference reads it). */
  bound: ReadonlyMap<CallSpec, Access>;
}

/**
 * A module's setup sees the platform, the doors of the modules listed before it, and its own
 * options: what app.ts hands this module alone (undefined for most).
 */
export interface ModuleContext<Options = undefined> extends PlatformContext {
  use<S>(module: ServerModule<string, S, never>): S;
  options: Options;
}

/**
 * A server module: one folder, one door (its `index.ts`), described by this object. Its
 * tables make the schema and the migrations; its service is the only way other modules
 * reach it; its routes bind its calls of the contract. Adding a module is its folder plus
 * one line in the module list of app.ts.
 */
export interface ServerModule<
  Name extends string = string,
  Service = unknown,
  Options = undefined,
> {
  readonly name: Name;
  /** Its drizzle tables, named as drizzle-kit and the database schema see them. */
  readonly tables?: Readonly<Record<string, unknown>>;
  /** Builds the module's door; may use modules listed before it. */
  readonly setup: (context: ModuleContext<Options>) => Service | Promise<Service>;
  /** Binds its calls; also where it registers what it owns with other modules (its files). */
  readonly routes?: (
    api: FastifyInstance,
    bind: Bind,
    service: Service,
    context: ModuleContext<Options>,
  ) => void;
  /** The kinds of long work it runs, declared with defineJob; the job runtime works them. */
  readonly jobs?: (service: Service, context: ModuleContext<Options>) => readonly AnyJobKind[];
  /** Runs when the app closes, after the server stops taking requests. */
  readonly close?: (service: Service) => Promise<void>;
}

export const defineModule = <const Name extends string, Service, Options = undefined>(
  module: ServerModule<Name, Service, Options>,
) => module;

/** Any module, whatever its door: the service is only ever passed back to the module itself. */
interface AnyModule {
  readonly name: string;
  readonly tables?: Readonly<Record<string, unknown>>;
  readonly setup: (context: ModuleContext<never>) => unknown;
  readonly routes?: (
    api: FastifyInstance,
    bind: Bind,
    service: never,
    context: ModuleContext<never>,
  ) => void;
  readonly jobs?: (service: never, context: ModuleContext<never>) => readonly AnyJobKind[];
  readonly close?: (service: never) => Promise<void>;
}
/** The door of each listed module under its name: `services.guilloche`. */
export type ServicesOf<M extends readonly AnyModule[]> = {
  [K in M[number] as K['name']]: K extends ServerModule<string, infer S, never> ? S : never;
};
type OptionsOfModule<K> = K extends { setup: (context: ModuleContext<infer O>) => unknown }
  ? O
  : never;
/** What app.ts hands each module that takes options, under the module's name. */
export type ModuleOptionsOf<M extends readonly AnyModule[]> = {
  [K in M[number] as undefined extends OptionsOfModule<K> ? never : K['name']]: OptionsOfModule<K>;
};

/**
 * Builds each module's door in list order. `use` of a module not listed before the caller
 * is a mistake in the list, reported at start rather than as an undefined at run time.
 */
export async function setUpModules<const M extends readonly AnyModule[]>(
  modules: M,
  platform: PlatformContext,
  moduleOptions: ModuleOptionsOf<M>,
) {
  const built = new Map<AnyModule | ServerModule<string, unknown, never>, unknown>();
  const optionsOf: Readonly<Record<string, unknown>> = moduleOptions;
  const contextFor = (current: AnyModule): ModuleContext<never> => ({
    ...platform,
    // Typed per module by ModuleOptionsOf: the module named here is the one these options are for.
    options: optionsOf[current.name] as never,
    use: <S>(module: ServerModule<string, S, never>): S => {
      if (!built.has(module))
        throw new Error(
          `Module '${current.name}' uses '${module.name}', which is not listed before it in app.ts`,
        );
      return built.get(module) as S;
    },
  });
  const names = new Set<string>();
  for (const module of modules) {
    if (names.has(module.name)) throw new Error(`Two modules are named '${module.name}'`);
    names.add(module.name);
    built.set(module, await module.setup(contextFor(module)));
  }
  return {
    services: Object.fromEntries(modules.map((m) => [m.name, built.get(m)])) as ServicesOf<M>,
    /** Every job kind the modules declare, for the job runtime to work. */
    jobKinds: (): AnyJobKind[] =>
      modules.flatMap(
        (module) => module.jobs?.(built.get(module) as never, contextFor(module)) ?? [],
      ),
    bindRoutes(api: FastifyInstance, bind: Bind) {
      for (const module of modules)
        module.routes?.(api, bind, built.get(module) as never, contextFor(module));
    },
    async close() {
      for (const module of [...modules].reverse()) await module.close?.(built.get(module) as never);
    },
  };
}

/** Every table of the listed modules: drizzle's schema and drizzle-kit's input. */
export const tablesOf = (modules: readonly AnyModule[]) =>
  Object.assign({}, ...modules.map((m) => m.tables ?? {})) as Record<string, unknown>;
