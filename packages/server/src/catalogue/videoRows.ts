/** Videos as the API shows them (core's Video), and the SQL that selects them. */
import type { Video } from '@nocturne/core';
import { publicAddress } from '../http/publicOrigin.ts';

export const VIDEO_COLUMNS = `v.id, v.name, v.image, v.vip, v.heat, v.duration_seconds, v.score, v.introduce, v.author, v.dict_code, v.son_dict_code`;
/** Only published videos are ever listed. */
export const PUBLISHED = `v.status = 'published'`;

export interface VideoRow {
  id: number;
  name: string;
  image: string;
  vip: boolean;
  heat: number;
  duration_seconds: number;
  score: number;
  introduce: string;
  author: string;
  dict_code: string;
  son_dict_code: string;
}

export function toVideo(row: VideoRow, origin: string): Video {
  return {
    cartoonCode: row.id,
    cartoonName: row.name,
    cartoonImage: publicAddress(origin, row.image),
    cartoonVip: row.vip,
    cartoonHot: row.heat,
    vodDuration: row.duration_seconds,
    cartoonScore: Math.round(row.score * 10) / 10,
    cartoonIntroduce: row.introduce,
    cartoonAuthor: row.author,
    sonDictCode: row.son_dict_code,
    dictCode: row.dict_code,
  };
}
