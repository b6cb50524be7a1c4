import { createIcon } from './createIcon.tsx';

/** A loudspeaker, in front of the home notice bar. */
export const IconNotice = createIcon(
  'IconNotice',
  <path d="M11 5L6 9H2v6h4l5 4zM15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />,
);
