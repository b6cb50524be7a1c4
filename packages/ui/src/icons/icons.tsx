import { createIcon } from './createIcon.tsx';

// Navigation
export const IconBack = createIcon('IconBack', <path d="M15 18l-6-6 6-6" />);
export const IconChevronRight = createIcon('IconChevronRight', <path d="M9 18l6-6-6-6" />);
export const IconChevronDown = createIcon('IconChevronDown', <path d="M6 9l6 6 6-6" />);
export const IconClose = createIcon('IconClose', <path d="M18 6L6 18M6 6l12 12" />);
export const IconMenu = createIcon('IconMenu', <path d="M3 6h18M3 12h18M3 18h18" />);
export const IconArrowUp = createIcon('IconArrowUp', <path d="M12 19V5M5 12l7-7 7 7" />);
export const IconSearch = createIcon(
  'IconSearch',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.35-4.35" />
  </>,
);

// Tabs
export const IconHome = createIcon(
  'IconHome',
  <>
    <path d="M3 10.5L12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
  </>,
);
export const IconTopics = createIcon(
  'IconTopics',
  <>
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="3" width="7" height="7" rx="1.5" />
    <rect x="3" y="14" width="7" height="7" rx="1.5" />
    <rect x="14" y="14" width="7" height="7" rx="1.5" />
  </>,
);
export const IconDarkWeb = createIcon('IconDarkWeb', <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />);
export const IconStar = createIcon(
  'IconStar',
  <path d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z" />,
);
export const IconUser = createIcon(
  'IconUser',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

// Actions
export const IconHeart = createIcon(
  'IconHeart',
  <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />,
);
export const IconShare = createIcon(
  'IconShare',
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </>,
);
export const IconEpisodes = createIcon('IconEpisodes', <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />);
export const IconTrash = createIcon(
  'IconTrash',
  <path d="M3 6h18M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />,
);
export const IconCopy = createIcon(
  'IconCopy',
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);
export const IconDownload = createIcon('IconDownload', <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />);
export const IconSend = createIcon('IconSend', <path d="M22 2L11 13M22 2l-7 20-4-9-9-4z" />);
export const IconImage = createIcon(
  'IconImage',
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="8.5" cy="8.5" r="1.5" />
    <path d="M21 15l-5-5L5 21" />
  </>,
);
export const IconPlus = createIcon('IconPlus', <path d="M12 5v14M5 12h14" />);
export const IconRefresh = createIcon('IconRefresh', <path d="M23 4v6h-6M1 20v-6h6M3.5 9a9 9 0 0 1 14.9-3.4L23 10M1 14l4.6 4.4A9 9 0 0 0 20.5 15" />);
export const IconEye = createIcon(
  'IconEye',
  <>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const IconEyeOff = createIcon(
  'IconEyeOff',
  <path d="M17.9 17.9A10.1 10.1 0 0 1 12 20C5 20 1 12 1 12a18.5 18.5 0 0 1 5.1-5.9M9.9 4.2A9.1 9.1 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.2 3.2M14.1 14.1a3 3 0 1 1-4.2-4.2M1 1l22 22" />,
);
export const IconPlay = createIcon('IconPlay', <path d="M6 4l14 8-14 8z" />);
/** 弹幕 on: a screen with lines of comments. */
export const IconDanmaku = createIcon(
  'IconDanmaku',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="M6 9h7M9 13h9M6 17h5" />
  </>,
);
/** Settings as sliders (the danmaku settings). */
export const IconSliders = createIcon('IconSliders', <path d="M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6" />);
/** 弹幕 off: the same screen, struck through. */
export const IconDanmakuOff = createIcon(
  'IconDanmakuOff',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="M6 9h4M13 13h5M3 3l18 18" />
  </>,
);

// Status and header
export const IconClock = createIcon(
  'IconClock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 3" />
  </>,
);
export const IconCalendarCheck = createIcon(
  'IconCalendarCheck',
  <>
    <rect x="3" y="4" width="18" height="17" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18M9 15l2 2 4-4" />
  </>,
);
export const IconHeadset = createIcon(
  'IconHeadset',
  <path d="M3 18v-6a9 9 0 0 1 18 0v6M21 19a2 2 0 0 1-2 2h-1v-7h3zM3 19a2 2 0 0 0 2 2h1v-7H3z" />,
);
export const IconCheck = createIcon('IconCheck', <path d="M20 6L9 17l-5-5" />);
export const IconInfo = createIcon(
  'IconInfo',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const IconWarning = createIcon(
  'IconWarning',
  <path d="M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />,
);
export const IconLock = createIcon(
  'IconLock',
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const IconCrown = createIcon('IconCrown', <path d="M3 18h18M4 15l-1-9 5 4 4-6 4 6 5-4-1 9z" />);
export const IconCoin = createIcon(
  'IconCoin',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9h4.5a1.5 1.5 0 0 1 0 3H9h5a1.5 1.5 0 0 1 0 3H9M11 7v2M11 15v2" />
  </>,
);
export const IconFire = createIcon(
  'IconFire',
  <path d="M12 22a7 7 0 0 0 7-7c0-4-3-6-4-9-1 2-2 3-3 3 0-2-1-5-3-7 0 4-4 7-4 13a7 7 0 0 0 7 7z" />,
);
export const IconAndroid = createIcon(
  'IconAndroid',
  <path d="M5 10h14v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1zM5 10a7 7 0 0 1 14 0M8 3l1.5 2.5M16 3l-1.5 2.5M9 19v3M15 19v3M2 11v5M22 11v5" />,
);
export const IconApple = createIcon(
  'IconApple',
  <path d="M16 3a4 4 0 0 1-3 3.5A4 4 0 0 1 16 3zM12 8c-1.5-1-4.5-1.5-6 1-2 3-.5 9 2.5 12 1 1 2 1 3.5.3 1.5.7 2.5.7 3.5-.3 1.5-1.5 2.5-3.5 3-5-2-1-3-3-2-5.5-1.5-2-3.5-2.5-4.5-2.5z" />,
);
/** An arrow out of a tray: sending a file up (上传视频). */
export const IconUpload = createIcon('IconUpload', <path d="M12 15V3M7 8l5-5 5 5M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />);
/** A till receipt: orders. */
export const IconReceipt = createIcon('IconReceipt', <path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2zM9 8h6M9 12h6M9 16h3" />);
/** Lines of entries: a ledger. */
export const IconList = createIcon('IconList', <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />);
/** A page with writing: a log. */
export const IconLog = createIcon(
  'IconLog',
  <>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6M8 13h8M8 17h5" />
  </>,
);
