import { X } from 'lucide-react';
import { Button, Tag, TagGroup, TagList, type Key } from 'react-aria-components';
import * as styles from './MultiSelect.css';

export interface SelectedTag {
  id: Key;
  label: string;
}

interface SelectedTagsProps {
  tags: readonly SelectedTag[];
  /** Names the chip group for assistive technology, e.g. "Selected Help desk e-mails". */
  groupLabel: string;
  removeLabel: string;
  isDisabled?: boolean;
  onRemove: (keys: Set<Key>) => void;
}

/** The chosen values as removable chips (react-aria-components' TagGroup: arrow keys, Delete, Backspace). */
export function SelectedTags({
  tags,
  groupLabel,
  removeLabel,
  isDisabled,
  onRemove,
}: SelectedTagsProps) {
  if (tags.length === 0) return null;
  return (
    <TagGroup
      aria-label={groupLabel}
      onRemove={isDisabled ? undefined : onRemove}
      className={styles.tagGroup}
      data-slot="tags"
    >
      <TagList items={tags} className={styles.tagList}>
        {(tag) => (
          <Tag id={tag.id} textValue={tag.label} className={styles.tag} isDisabled={isDisabled}>
            <span className={styles.tagText}>{tag.label}</span>
            {!isDisabled && (
              <Button slot="remove" aria-label={removeLabel} className={styles.tagRemove}>
                <X size={14} aria-hidden />
              </Button>
            )}
          </Tag>
        )}
      </TagList>
    </TagGroup>
  );
}
