import { useState } from 'react';
import * as v from 'valibot';
import { reportFailure } from '#app/app/report-failure';
import { problemsOf, serverProblemsOf, type FieldProblems } from './dialog-fields';

/**
 * Sends one dialog's request: checks it with its domain schema first (and any problem the
 * dialog found itself, such as a missing file), shows field problems from either side beside
 * their fields, and holds `sending` while the call is on its way.
 */
export function useDialogSend() {
  const [problems, setProblems] = useState<FieldProblems>({});
  const [sending, setSending] = useState(false);
  const send = async <S extends v.GenericSchema, R>(
    request: { schema: S; input: unknown; found?: FieldProblems },
    call: (body: v.InferOutput<S>) => Promise<R>,
    done: (reply: R) => void,
  ) => {
    const parsed = v.safeParse(request.schema, request.input);
    const found = request.found ?? {};
    if (!parsed.success || Object.keys(found).length > 0) return setProblems({ ...(parsed.success ? {} : problemsOf(parsed.issues)), ...found });
    setSending(true);
    setProblems({});
    try {
      done(await call(parsed.output));
    } catch (error) {
      reportFailure(error);
      setProblems(serverProblemsOf(error));
    } finally {
      setSending(false);
    }
  };
  return { problems, sending, send };
}
