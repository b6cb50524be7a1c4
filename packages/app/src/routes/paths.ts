/** The routes of docs/product.md section 2, by name. Pages navigate with these, never with literals. */
export const paths = {
  home: '/',
  category: '/category',
  publish: '/publish',
  collengt: '/collengt',
  mine: '/mine',
  videoinfo: '/videoinfo',
  history: '/history',
  vip: '/vip',
  pay: '/pay',
  cateInfo: '/cateInfo',
  sreinfo: '/sreinfo',
  sreach: '/sreach',
  centersetting: '/centersetting',
  login: '/login',
  setpaw: '/setpaw',
  setinfo: '/setinfo',
  share: '/share',
  feed: '/feed',
  codelist: '/codelist',
  taglist: '/taglist',
  agent: '/agent',
  tx: '/tx',
  order: '/order',
  sign: '/sign',
  service: '/service',
  /** 离线缓存: downloaded episodes (a page of our own, not the original client's). */
  offline: '/offline',
} as const;

export type PathName = keyof typeof paths;

/** The five children of the tabbed shell, in tab-bar order. */
export const TAB_PATHS = [paths.home, paths.category, paths.publish, paths.collengt, paths.mine] as const;

/** docs/product.md: the tab bar shows only on the shell's children (route meta showTabbar). */
/**
 * The video code of /videoinfo's `id`: a number (core's Video.cartoonCode). Anything else,
 * such as a text code of an old link, is no id.
 */
export function videoCodeFrom(id: string | null): number | null {
  const code = id !== null && /^\d{1,15}$/.test(id) ? Number(id) : 0;
  return code > 0 ? code : null;
}

export function showsTabBar(pathname: string): boolean {
  return (TAB_PATHS as readonly string[]).includes(pathname);
}

/** /videoinfo?id={cartoonCode}, optionally with the inviter's member code of a share link. */
export function videoPath(cartoonCode: number, share?: string): string {
  const query = new URLSearchParams({ id: String(cartoonCode) });
  if (share) query.set('share', share);
  return `${paths.videoinfo}?${query}`;
}

/** /sreinfo with the query of docs/product.md section 2 (type, sonType, searchStr, title). */
export function searchResultsPath(query: { type?: string; sonType?: string; searchStr?: string; title?: string }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return `${paths.sreinfo}?${params}`;
}

/** What /cateInfo carries in its `item` query: URL-encoded JSON. */
export interface SubjectItem {
  path: string;
  sonTypeCode: string;
  code: string;
  title: string;
  image?: string;
}

export function subjectPath(item: SubjectItem): string {
  return `${paths.cateInfo}?item=${encodeURIComponent(JSON.stringify(item))}`;
}

/** Reads /cateInfo's item; null when it is missing or not the expected JSON. */
export function parseSubjectItem(raw: string | null): SubjectItem | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    // The original client's cards carry `code: 34` and `sonTypeCode: null`: the same item.
    const item = value as Partial<Record<keyof SubjectItem, unknown>>;
    const code = typeof item.code === 'number' ? String(item.code) : item.code;
    if (typeof code !== 'string' || typeof item.title !== 'string') return null;
    const text = (field: unknown) => (typeof field === 'string' ? field : '');
    return { path: text(item.path), sonTypeCode: text(item.sonTypeCode), code, title: item.title, image: typeof item.image === 'string' ? item.image : undefined };
  } catch {
    return null;
  }
}
