import { createIcon } from '../../icons/createIcon.tsx';

// The player's own glyphs, on the kit's 24x24 stroke grid; kept here so only the video route loads them.
export const IconPlayFilled = createIcon('IconPlayFilled', <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />);
export const IconPause = createIcon(
  'IconPause',
  <>
    <rect x="6" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
    <rect x="14" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
  </>,
);
export const IconFullscreen = createIcon('IconFullscreen', <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />);
export const IconExitFullscreen = createIcon('IconExitFullscreen', <path d="M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5" />);
export const IconPictureInPicture = createIcon(
  'IconPictureInPicture',
  <>
    <rect x="2.5" y="4.5" width="19" height="15" rx="2" />
    <rect x="12" y="11.5" width="7" height="5.5" rx="1" fill="currentColor" />
  </>,
);
export const IconVolume = createIcon(
  'IconVolume',
  <>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
    <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
  </>,
);
export const IconMuted = createIcon(
  'IconMuted',
  <>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
    <path d="M16 9.5l5 5M21 9.5l-5 5" />
  </>,
);
export const IconFastForward = createIcon('IconFastForward', <path d="M4 6l8 6-8 6zM12 6l8 6-8 6z" fill="currentColor" />);
export const IconRewind = createIcon('IconRewind', <path d="M20 6l-8 6 8 6zM12 6l-8 6 8 6z" fill="currentColor" />);
