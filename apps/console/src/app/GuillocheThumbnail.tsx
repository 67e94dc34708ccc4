import type { GuillocheImage } from '@veritag/domain';
import { useFileUrl } from './use-file-url';
import * as styles from './GuillocheThumbnail.css';

export function GuillocheThumbnail({ image }: { image: GuillocheImage }) {
  const url = useFileUrl(image.imageUrl);
  return url ? (
    <img src={url} alt={`${image.color} guilloche`} className={styles.thumbnail} />
  ) : null;
}
