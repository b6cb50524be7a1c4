/**
 * The demo catalogue: neutral names only (PRODUCT.md: demo content is synthetic). Codes
 * follow SPEC.md: '15' is the featured "more" target, core's DARK_WEB_TYPE_CODE the dark
 * web, and the topic cards point at 30, 31, 33, 34, 53, 62 with their sub-codes. The main
 * tag (core's HOME_TAG) is no category: each client shows its own 首页 first.
 */
import { DARK_WEB_TYPE_CODE } from '@nocturne/core';

export interface DemoCategory {
  code: string;
  name: string;
  parent?: string;
  homeTag?: number;
  featured?: number;
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  { code: '15', name: '精选', homeTag: 1 },
  { code: '30', name: '高清影院', homeTag: 2, featured: 1 },
  { code: '31', name: '剧情故事', homeTag: 3, featured: 2 },
  { code: '33', name: '热点资讯', homeTag: 4 },
  { code: '34', name: '华语制作', homeTag: 5, featured: 3 },
  { code: '53', name: '深夜电台', homeTag: 6 },
  { code: '62', name: '系列精选', homeTag: 7, featured: 4 },
  { code: '81', name: '都市', parent: '34' },
  { code: '82', name: '古装', parent: '34' },
  { code: '93', name: '悬疑', parent: '31' },
  { code: '134', name: '短剧', parent: '31' },
  { code: '68', name: '旅行', parent: '62' },
  { code: '135', name: '家庭', parent: '62' },
  { code: DARK_WEB_TYPE_CODE, name: '暗网' },
  { code: '4201', name: '午夜剧场', parent: DARK_WEB_TYPE_CODE },
  { code: '4202', name: '独立短片', parent: DARK_WEB_TYPE_CODE },
  { code: '4203', name: '城市夜景', parent: DARK_WEB_TYPE_CODE },
  { code: '4204', name: '实验影像', parent: DARK_WEB_TYPE_CODE },
  { code: '4205', name: '纪录片段', parent: DARK_WEB_TYPE_CODE },
];

/** The eight topic cards of SPEC.md section 2, in order, with neutral titles. */
export const DEMO_TOPICS: readonly { title: string; code: string; sonTypeCode: string }[] = [
  { title: '超清影像', code: '30', sonTypeCode: '' },
  { title: '华语大制作', code: '34', sonTypeCode: '81,82' },
  { title: '热点不打烊', code: '33', sonTypeCode: '' },
  { title: '鲜果短剧', code: '31', sonTypeCode: '134' },
  { title: '旅途系列', code: '62', sonTypeCode: '68' },
  { title: '家庭剧场', code: '62', sonTypeCode: '135' },
  { title: '深夜电台', code: '53', sonTypeCode: '' },
  { title: '中文剧情', code: '31', sonTypeCode: '93' },
];

/** Where demo videos go: a category and its possible sub-categories. */
export const DEMO_PLACEMENTS: readonly { code: string; sons: readonly string[] }[] = [
  { code: '30', sons: [''] },
  { code: '31', sons: ['93', '134'] },
  { code: '33', sons: [''] },
  { code: '34', sons: ['81', '82'] },
  { code: '53', sons: [''] },
  { code: '62', sons: ['68', '135'] },
  { code: '15', sons: [''] },
  { code: DARK_WEB_TYPE_CODE, sons: ['4201', '4202', '4203', '4204', '4205'] },
];

export const TITLE_FIRST = ['夜色', '星河', '海风', '山城', '晚灯', '旧港', '雨巷', '长街', '月台', '晨雾', '远山', '霓虹', '白塔', '江畔', '林间', '雪原'];
export const TITLE_SECOND = ['之歌', '物语', '日记', '往事', '纪行', '来信', '序曲', '回声', '小记', '秘境', '旅人', '光影'];
export const AUTHORS = ['夜曲工作室', '青灯影像', '南风制作', '北岸映画', '晨星剧社', '远山影业'];
export const DANMU_TEXTS = ['前排', '画面好清晰', '配乐不错', '来了来了', '支持一下', '这段好看', '收藏了', '再看一遍'];
export const HOT_WORDS = [
  '夜色', '星河', '海风', '山城', '雨巷', '月台', '霓虹', '江畔', '纪行', '物语', '旅人', '光影', '序曲', '回声', '秘境',
];

/** A few distinct generated streams, all longer than the default preview (10 s). */
export const DEMO_STREAMS = [
  { dir: 'demo-testsrc2', source: 'testsrc2', seconds: 24, frequency: 440 },
  { dir: 'demo-testsrc', source: 'testsrc', seconds: 20, frequency: 523 },
  { dir: 'demo-bars', source: 'smptehdbars', seconds: 16, frequency: 660 },
  { dir: 'demo-rgb', source: 'rgbtestsrc', seconds: 30, frequency: 330 },
] as const;

export const DEMO_VIDEO_COUNT = 200;
