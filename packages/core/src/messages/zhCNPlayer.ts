/**
 * The video page's part of the zh-CN catalogue: the player's controls and danmaku. Apart from
 * `zhCN` because only the player's chunk needs it; in `zhCN` it was part of the JavaScript
 * every page, home first, loads.
 */
export const zhCNPlayer = {
  controls: '播放器',
  play: '播放',
  pause: '暂停',
  seek: '播放进度',
  quality: '清晰度',
  qualityAuto: '自动',
  qualityAutoPlaying: (name: string) => `自动(${name})`,
  qualityName: (height: number) => `${height}P`,
  speed: '倍速',
  speedName: (rate: number) => `${Number.isInteger(rate) ? rate.toFixed(1) : rate}x`,
  holdHint: (rate: number) => `${rate}倍速播放中`,
  seekBack: (seconds: number) => `快退${seconds}秒`,
  seekForward: (seconds: number) => `快进${seconds}秒`,
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  pictureInPicture: '画中画',
  mute: '静音',
  unmute: '取消静音',
  previewMark: (time: string) => `试看至${time}`,
  beyondPreview: '开通VIP观看完整版',
  nextEpisode: '即将播放下一集',
  nextEpisodeIn: (seconds: number) => `${seconds}秒后播放`,
  playNow: '立即播放',
  cancel: '取消',
  spokenTime: (seconds: number) => {
    const whole = Math.max(0, Math.floor(seconds));
    const minutes = Math.floor(whole / 60);
    return minutes > 0 ? `${minutes}分${whole % 60}秒` : `${whole % 60}秒`;
  },
  spokenPosition: (position: string, total: string) => `${position}，共${total}`,
} as const;

export const zhCNDanmaku = {
  overlay: '弹幕',
  toggle: '弹幕开关',
  on: '弹幕已开启',
  off: '弹幕已关闭',
  settings: '弹幕设置',
  opacity: '不透明度',
  density: '弹幕密度',
  densities: { sparse: '稀疏', normal: '适中', dense: '密集' },
  placeholder: '发个友善的弹幕见证当下',
  input: '弹幕内容',
  send: '发送',
  counter: (length: number, max: number) => `${length}/${max}`,
  required: '请输入弹幕内容',
  tooLong: (max: number) => `弹幕最多${max}个字`,
  badCharacters: '弹幕不能包含换行或控制字符',
  sent: '弹幕已发送',
  sendFailed: '弹幕发送失败，请稍后再试',
  membersOnly: '登录后才能发弹幕',
} as const;
