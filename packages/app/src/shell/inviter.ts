import { paths } from '../routes/paths.ts';

/** The inviter's member code: `/?id=` on home, `share` on a shared video link (docs/product.md section 2). */
export function inviterFrom(pathname: string, query: URLSearchParams): string | undefined {
  const code = pathname === paths.home ? query.get('id') : pathname === paths.videoinfo ? query.get('share') : null;
  return code?.trim() || undefined;
}
