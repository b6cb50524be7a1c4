/**
 * One valid JSON body for every call of core's contract that takes one, built from the
 * seeded catalogue and the test members. Valid in shape; chosen so that accepting it
 * changes no balance (wrong old password, an episode the member cannot afford, ...).
 */
import type { Api, EndpointName, RequestOf } from '@nocturne/core';

export interface Fixture {
  /** The calling member's own code, and another member's. */
  ownCode: string;
  otherCode: string;
  /** A video's code: its id. */
  videoCode: number;
  episodeId: number;
  adId: number;
  imageUrl: string;
}

export type ValidBodies = { [K in EndpointName]?: RequestOf<Api[K]> };

export function validBodies(f: Fixture): ValidBodies {
  const click = { id: f.adId };
  // As the original client sends it (VideoInfo/index.vue): collectType and sortNum are the
  // video's category codes, text (core's collectKind reads anything but 1 as a favourite).
  const like = {
    collectAuthor: '',
    collectCode: f.videoCode,
    collectDuration: 30,
    collectHot: 1,
    collectImage: '',
    collectName: '视频',
    collectType: '81',
    sortNum: '30',
    type: 2,
  };
  return {
    autoRegister: { deviceType: 0, uuid: '5f0c2a7e-3b1d-4c8e-9a6f-2d4b8e1c7a93' },
    memberByCode: { memberCode: f.ownCode },
    bindInviteCode: { parentId: f.otherCode },
    login: { loginName: 'nobody-here', loginPwd: 'wrong-password', type: 'login' },
    changePassword: { memberCode: f.ownCode, oldPwd: 'wrong-password', newPwd: 'new-password-1' },
    updateMember: { memberAvatar: '', memberCode: f.ownCode, memberNichen: '夜行者', memberSignature: '你好' },
    feedback: { comment_content: '画面很清晰' },
    invitedList: { currentPage: 1, parentId: f.ownCode },
    randomAdClick: click,
    squareAdClick: click,
    paihangAdClick: click,
    swiperAdClick: click,
    darkSideAdClick: click,
    meAdClick: click,
    playAdClick: click,
    indexAdClick: click,
    listPaging: { currentPage: 1, type: '全部', typeCode: '0' },
    listIndexLike: { currentPage: 1 },
    darkWebGroups: { dictName: '暗网', type: 0 },
    changeBatch: { currentPage: 1, sonTypeCode: '', typeCode: '30' },
    subjectMovies: { currentPage: 1, sonTypeCode: '81,82', typeCode: '34' },
    search: { cartoonSonType: '', cartoonType: '', currentPage: 1, prop: 'cartoon_score', searchKey: '夜', title: '' },
    categories: { dictCode: '34', dictLevel: 1 },
    videoDetail: { index: 0, vid: f.videoCode },
    lookOk: { cartoonCode: f.videoCode, moviesInfoId: f.episodeId },
    buy: { cartoonCode: f.videoCode, moviesInfoId: f.episodeId, type: 0 },
    like,
    playback: { ...like, type: 3 },
    report: { cartoonCode: f.videoCode, reason: '内容有误' },
    sendDanmaku: { vid: f.videoCode, text: '前方高能', time: 12 },
    danmakuSince: { vid: f.videoCode, afterId: 0 },
    danmakuStretch: { vid: f.videoCode, afterTime: 0, afterId: 0 },
    playbackBeacon: {
      video: f.videoCode,
      firstFramesMs: [640],
      rebuffers: 1,
      rebufferMs: 300,
      renditions: [{ height: 720, bitrate: 1_500_000, watchedMs: 12_000 }],
      switches: 1,
      errors: { network: 1 },
    },
    collectList: {},
    goods: { type: 2 },
    // The coin page's free tile (Pay/index.vue): comSpec '', the typed amount.
    payOrder: { comSpec: '', index: 0, money: 10, type: 1, typesOf: 1, userId: f.ownCode },
    // Order/tixian.vue sends its text field as is.
    withdraw: { imgurl: f.imageUrl, index: 'wx', money: '10' },
    // An order number of nobody's: the answer is a 404, never another member's order.
    orderState: { orderNo: 'N20260601000000000001' },
    records: { index: 0 },
    signIn: { amount: 1, commodityType: 1, date: '2026-06-01' },
    chatSend: { content: '你好' },
    // 离线缓存: a member without VIP is refused the licence (code 1), which changes nothing.
    offlineLicence: { vid: f.videoCode, episodeId: f.episodeId, rendition: '360p', device: 'robustness-device' },
    offlineCheck: { device: 'robustness-device', ids: ['00000000-0000-4000-8000-000000000000'] },
  };
}
