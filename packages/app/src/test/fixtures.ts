import { DEFAULT_CONFIG, type Config, type Member, type Video } from '@nocturne/core';

export function aMember(overrides: Partial<Member> = {}): Member {
  return {
    memberCode: 'M1001',
    memberName: 'user1001',
    memberNichen: '夜曲用户',
    memberSignature: '',
    memberAvatar: '',
    h5Uuid: '9886e1b4-6fb3-471e-aad8-880a8e3a3cc2',
    memberCion: 0,
    balance: 0,
    memberVip: 0,
    vipPeriod: 0,
    vipDate: '',
    memberPwdTemp: 'abc123',
    ...overrides,
  };
}

export function aVideo(code: number, overrides: Partial<Video> = {}): Video {
  return {
    cartoonCode: code,
    cartoonName: `视频${code}`,
    cartoonImage: `/uploads/${code}.png`,
    cartoonVip: false,
    cartoonHot: 100,
    vodDuration: 600,
    cartoonScore: 8,
    cartoonIntroduce: '',
    cartoonAuthor: '',
    sonDictCode: '',
    dictCode: '',
    ...overrides,
  };
}

export function aConfig(overrides: Partial<Config> = {}): Config {
  return { ...DEFAULT_CONFIG, ...overrides };
}
