import { zhCNConsole } from '@nocturne/core';
import { ImageUpload } from '@nocturne/ui';
import { useSnapshot } from 'valtio';
import { adsState, uploadAdImage } from '../../state/ads.ts';
import { toast } from '../../state/outcome.ts';
import * as styles from './site.css.ts';

const text = zhCNConsole.ads;

/** The ad's image: picked, sent to the store at once, and the ad keeps the stored address. */
export function AdImageField({ image, onChange }: { image: string; onChange: (address: string) => void }) {
  const ads = useSnapshot(adsState);
  return (
    <div className={styles.stack}>
      <ImageUpload
        label={text.image}
        hint={text.imageHint}
        removeLabel={text.imageRemove}
        previewAlt={text.imageAlt}
        defaultPreviewUrl={image || null}
        disabled={ads.uploading}
        onChange={(file) => {
          if (!file) {
            onChange('');
            return;
          }
          void uploadAdImage(file).then((address) => {
            if (address) onChange(address);
          });
        }}
        onReject={() => toast({ message: text.notImage, kind: 'error' })}
      />
      {ads.uploading ? (
        <p className={styles.hint} role="status">
          {text.uploading}
        </p>
      ) : null}
    </div>
  );
}
