import { useState } from 'react';
import { IconAndroid, IconApple, IconBack, IconClose } from '../../icons/icons.tsx';
import { centredPanel } from '../../theme/overlay.css.ts';
import { button } from '../Button/Button.css.ts';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { OverlayClose, OverlayShell, OverlayTitle } from '../OverlayShell/index.ts';
import * as styles from './InstallOverlay.css.ts';

export type InstallView = 'choose' | 'iosTutorial';

export interface InstallOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** e.g. 安装到桌面 */
  title: string;
  /** e.g. 安卓安装 */
  androidLabel: string;
  /** The APK download; without it the Android option is not offered. */
  apkUrl?: string;
  /** Reported when the member starts the Android download (e.g. to remember "shown this session"). */
  onAndroidInstall?: () => void;
  /** e.g. iOS教程 */
  iosLabel: string;
  /** The "add to home screen" tutorial image. */
  iosTutorialImage: string;
  /** Describes the tutorial image, e.g. 点击浏览器底部的分享按钮，选择“添加到主屏幕” */
  iosTutorialHint: string;
  /** Accessible names of the icon buttons. */
  closeLabel: string;
  backLabel: string;
  /** Which view opens first; the member switches with the iOS button and back. */
  defaultView?: InstallView;
  modal?: boolean;
  container?: HTMLElement | null;
}

/** "Install to desktop": an Android APK link and an iOS tutorial image. */
export function InstallOverlay({
  open,
  onOpenChange,
  title,
  androidLabel,
  apkUrl,
  onAndroidInstall,
  iosLabel,
  iosTutorialImage,
  iosTutorialHint,
  closeLabel,
  backLabel,
  defaultView = 'choose',
  modal,
  container,
}: InstallOverlayProps) {
  const [view, setView] = useState<InstallView>(defaultView);
  const showingTutorial = view === 'iosTutorial';
  return (
    <OverlayShell open={open} onOpenChange={onOpenChange} modal={modal} container={container} contentClassName={centredPanel}>
      <div className={styles.header}>
        {showingTutorial ? (
          <IconButton
            className={styles.back}
            label={backLabel}
            icon={<IconBack />}
            onClick={() => setView('choose')}
          />
        ) : null}
        <OverlayTitle className={styles.title}>{showingTutorial ? iosLabel : title}</OverlayTitle>
        <OverlayClose asChild>
          <IconButton className={styles.close} label={closeLabel} icon={<IconClose />} />
        </OverlayClose>
      </div>
      {showingTutorial ? (
        <div className={styles.tutorial}>
          <img className={styles.image} src={iosTutorialImage} alt={iosTutorialHint} />
          <p className={styles.hint} aria-hidden>
            {iosTutorialHint}
          </p>
        </div>
      ) : (
        <div className={styles.actions}>
          {apkUrl ? (
            <a
              className={`${button({ block: true, size: 'large' })} ${styles.link}`}
              href={apkUrl}
              download
              onClick={onAndroidInstall}
            >
              <IconAndroid />
              {androidLabel}
            </a>
          ) : null}
          <Button block size="large" variant="secondary" icon={<IconApple />} onClick={() => setView('iosTutorial')}>
            {iosLabel}
          </Button>
        </div>
      )}
    </OverlayShell>
  );
}
