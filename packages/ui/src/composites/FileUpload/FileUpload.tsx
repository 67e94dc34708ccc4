import { fileIssue, formatFileSize, type FileRule } from '@veritag/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../../components/Button/Button';
import { fieldStyles } from '../../components/Field/Field';
import * as styles from './FileUpload.css';

export interface FileUploadProps {
  label: string;
  /** From domain's `fileRules`: the accepted types and the largest size. */
  rule: FileRule;
  /** The chosen file when the caller holds it (a form field); leave out to let the widget hold it. */
  value?: File | null;
  /** The file the widget starts with when it holds it; checked like a chosen one. */
  defaultValue?: File | null;
  onChange?: (file: File | null) => void;
  /** An error from outside, e.g. 'This field is required' from the form or the server's word. */
  errorMessage?: string;
  /** Marks the label with an asterisk like other required fields; the form's schema enforces it. */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** A line after the accepted types and size, e.g. what the file's rows will take. */
  description?: string;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One file, checked against its rule before it is taken: a wrong type or size is refused
 * with the rule's message. The picker stays disabled while a file is chosen, until removed;
 * a chosen image shows a small preview.
 */
export function FileUpload(props: FileUploadProps) {
  const {
    label,
    rule,
    value,
    defaultValue = null,
    onChange,
    errorMessage,
    isRequired = false,
    isDisabled = false,
    description,
  } = props;
  // A default file that breaks the rule is refused with its message, as if just chosen.
  const [refusal, setRefusal] = useState(() =>
    defaultValue ? fileIssue(rule, defaultValue) : undefined,
  );
  const [ownFile, setOwnFile] = useState(() => (refusal === undefined ? defaultValue : null));
  const file = value === undefined ? ownFile : value;
  const id = useId();
  // The pressed button disappears or is disabled, so focus moves to the one that replaces it.
  const focusNext = useRef<'choose' | 'remove' | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(`${id}-${focusNext.current}`)?.focus();
    focusNext.current = null;
  }, [file, id]);

  const take = (next: File | null) => {
    setOwnFile(next);
    onChange?.(next);
  };
  const choose = (files: FileList | null) => {
    const picked = files?.[0];
    if (!picked) return;
    const issue = fileIssue(rule, picked);
    setRefusal(issue);
    if (issue !== undefined) return;
    focusNext.current = 'remove';
    take(picked);
  };
  const remove = () => {
    focusNext.current = 'choose';
    setRefusal(undefined);
    take(null);
  };

  const error = refusal ?? errorMessage;
  return (
    <div
      className={styles.root}
      role="group"
      aria-labelledby={`${id}-label`}
      data-slot="file-upload"
      data-invalid={error !== undefined || undefined}
      data-disabled={isDisabled || undefined}
      data-has-file={file !== null || undefined}
      data-required={isRequired || undefined}
    >
      {/* The field label's class: its asterisk shows under [data-required], as on every field. */}
      <span className={fieldStyles.label} id={`${id}-label`}>
        {label}
      </span>
      <p className={styles.description} id={`${id}-limit`}>
        {sentence(rule.acceptLabel)}, at most {formatFileSize(rule.maxBytes)}.
        {description && ` ${description}`}
      </p>
      {file && (
        <div className={styles.chosen}>
          {file.type.startsWith('image/') && <ImagePreview file={file} />}
          <span className={styles.fileName}>{file.name}</span>
          <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
          <Button
            id={`${id}-remove`}
            size="sm"
            variant="secondary"
            aria-label={`Remove ${file.name}`}
            isDisabled={isDisabled}
            onPress={remove}
          >
            Remove
          </Button>
        </div>
      )}
      <FileTrigger
        acceptedFileTypes={[...rule.accept, ...rule.extensions]}
        allowsMultiple={false}
        onSelect={choose}
      >
        <Button
          id={`${id}-choose`}
          variant="secondary"
          isDisabled={isDisabled || file !== null}
          aria-labelledby={`${id}-choose ${id}-label`}
          aria-describedby={error === undefined ? `${id}-limit` : `${id}-limit ${id}-error`}
        >
          Choose file
        </Button>
      </FileTrigger>
      {error !== undefined && (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A small picture of a chosen image. Its object URL lives while this file is shown and is revoked after. */
function ImagePreview({ file }: { file: File }) {
  // A ref callback with a cleanup (React 19): runs again only for another file, and the cleanup
  // revokes the old URL when the file is replaced or the preview unmounts, so no blob is held.
  const showFile = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={showFile} alt={`Preview of ${file.name}`} className={styles.preview} />;
}
