import { fileRules, type ProductImageField } from '@veritag/domain';
import { Button } from '@veritag/ui';
import { useFileUrl } from '#app/app/use-file-url';
import { productImageLabels, type ProductFormApi } from './product-form-values';
import { visibilityOfValues } from './ProductFormConditional';
import * as styles from './ProductForm.css';

export interface StoredImages {
  /** The stored image of each field, as the reply's download path. */
  paths: Partial<Record<ProductImageField, string | null | undefined>>;
  removed: ReadonlySet<ProductImageField>;
  onRemove: (field: ProductImageField) => void;
}

/**
 * A stored image on edit with its Remove button (spec 002 section 4). Removing marks it to be
 * dropped by the next Save, so Cancel leaves it in place.
 */
function StoredImage({
  field,
  path,
  removed,
  onRemove,
}: {
  field: ProductImageField;
  path: string | null | undefined;
  removed: boolean;
  onRemove: () => void;
}) {
  const url = useFileUrl(path && !removed ? path : undefined);
  if (!path) return null;
  const label = productImageLabels[field];
  if (removed) {
    return (
      <p className={styles.stored} data-state="removed">
        The stored {label.toLowerCase()} will be removed when you save.
      </p>
    );
  }
  return (
    <div className={styles.stored} data-state="stored">
      {url && <img src={url} alt={`Stored ${label.toLowerCase()}`} height={64} />}
      <Button variant="danger" onPress={onRemove}>
        Remove {label}
      </Button>
    </div>
  );
}

/** The uploads the switches show: two always, four more with authentication and capture. */
export function ProductFormImages({
  form,
  stored,
}: {
  form: ProductFormApi;
  stored?: StoredImages;
}) {
  return (
    <form.Subscribe selector={(state) => visibilityOfValues(state.values).images}>
      {(images) =>
        (Object.keys(productImageLabels) as ProductImageField[])
          .filter((field) => images.has(field))
          .map((field) => (
            <div key={field} className={styles.image}>
              {stored && (
                <StoredImage
                  field={field}
                  path={stored.paths[field]}
                  removed={stored.removed.has(field)}
                  onRemove={() => stored.onRemove(field)}
                />
              )}
              <form.AppField name={field}>
                {(input) => (
                  <input.FileField
                    label={productImageLabels[field]}
                    rule={fileRules.productImage}
                  />
                )}
              </form.AppField>
            </div>
          ))
      }
    </form.Subscribe>
  );
}
