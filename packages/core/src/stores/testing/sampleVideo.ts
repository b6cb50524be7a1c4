import type { Video } from '../../api/types.ts';

/** A complete Video for tests; only the code and name vary. */
export function sampleVideo(cartoonCode: number, cartoonName = `视频 ${cartoonCode}`): Video {
  return {
    cartoonCode,
    cartoonName,
    cartoonImage: `/covers/${cartoonCode}.jpg`,
    cartoonVip: false,
    cartoonHot: 10,
    vodDuration: 600,
    cartoonScore: 8,
    cartoonIntroduce: '',
    cartoonAuthor: '',
    sonDictCode: '1',
    dictCode: '15',
  };
}
