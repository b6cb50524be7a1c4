import { paths, videoPath } from '../../routes/paths.ts';

/** The invite link of the share page: home with the inviter's id (docs/product.md section 2). */
export function inviteLink(memberCode: string): string {
  return `${window.location.origin}${paths.home}?id=${encodeURIComponent(memberCode)}`;
}

/** A video's share link carries the inviter's member code. */
export function videoShareLink(cartoonCode: number, memberCode: string): string {
  return `${window.location.origin}${videoPath(cartoonCode, memberCode)}`;
}
