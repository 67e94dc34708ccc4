import * as v from 'valibot';
import { messages } from '../messages/messages';
import type { FileRule } from './file-rules';

/** What both sides know of a chosen file: the browser's File and a multipart part have these. */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  /** The declared content type; the server trusts only what the bytes show. */
  readonly type: string;
}

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/**
 * The first message a chosen file breaks, or undefined. An empty declared type is allowed
 * when the extension fits: browsers leave it blank for many CSV and Excel files.
 */
export function fileIssue(rule: FileRule, file: ChosenFile): string | undefined {
  const extensionFits = rule.extensions.includes(extensionOf(file.name));
  const typeFits = file.type === '' || rule.accept.includes(file.type.toLowerCase());
  if (!extensionFits || !typeFits) return messages.fileType(rule.acceptLabel);
  if (file.size > rule.maxBytes) return messages.fileTooLarge(rule.maxBytes);
  return undefined;
}

/** Checks the files of one upload field: count first, then each file. */
export function filesIssue(
  rule: FileRule,
  files: readonly ChosenFile[],
  required: boolean,
): string | undefined {
  if (files.length === 0) return required ? messages.required : undefined;
  if (files.length > rule.maxFiles) return messages.oneFileOnly;
  return files.map((file) => fileIssue(rule, file)).find((issue) => issue !== undefined);
}

/** A chosen file as a schema field, checked against `rule`; missing gives `noneChosen` ('This field is required', as any required field, unless a screen says more). */
export const chosenFile = (rule: FileRule, noneChosen: string = messages.required) =>
  v.pipe(
    v.optional(
      v.nullable(
        v.object(
          { name: v.string(), size: v.pipe(v.number(), v.minValue(0)), type: v.string() },
          messages.required,
        ),
      ),
      null,
    ),
    v.rawTransform(({ dataset, addIssue, NEVER }): ChosenFile => {
      const file = dataset.value;
      const issue = file === null ? noneChosen : fileIssue(rule, file);
      if (issue === undefined && file !== null) return file;
      addIssue({ message: issue });
      return NEVER;
    }),
  );

/** A file field that may stay empty (an edit that keeps the stored file); checked when chosen. */
export const optionalChosenFile = (rule: FileRule) =>
  v.pipe(
    v.optional(
      v.nullable(
        v.object({ name: v.string(), size: v.pipe(v.number(), v.minValue(0)), type: v.string() }),
      ),
      null,
    ),
    v.rawTransform(({ dataset, addIssue, NEVER }): ChosenFile | null => {
      const file = dataset.value;
      if (file === null) return null;
      const issue = fileIssue(rule, file);
      if (issue === undefined) return file;
      addIssue({ message: issue });
      return NEVER;
    }),
  );
