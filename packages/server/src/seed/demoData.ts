/**
 * The demo catalogue: neutral names only (docs/product.md: demo content is synthetic). Codes
 * follow docs/product.md: '15' is the featured "more" target, core's DARK_WEB_TYPE_CODE the dark
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
  { code: '151', name: '编辑推荐', parent: '15' },
  { code: '152', name: '口碑佳作', parent: '15' },
  { code: '301', name: '动作', parent: '30' },
  { code: '302', name: '科幻', parent: '30' },
  { code: '303', name: '纪录', parent: '30' },
  { code: '331', name: '城市', parent: '33' },
  { code: '332', name: '科技', parent: '33' },
  { code: '333', name: '体育', parent: '33' },
  { code: '531', name: '音乐', parent: '53' },
  { code: '532', name: '读书', parent: '53' },
  { code: '533', name: '访谈', parent: '53' },
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

/** The eight topic cards of docs/product.md section 2, in order, with neutral titles. */
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

/** Where demo videos go: a category and its sub-categories, taken in turn. */
export const DEMO_PLACEMENTS: readonly { code: string; sons: readonly string[] }[] = [
  { code: '30', sons: ['301', '302', '303'] },
  { code: '31', sons: ['93', '134'] },
  { code: '33', sons: ['331', '332', '333'] },
  { code: '34', sons: ['81', '82'] },
  { code: '53', sons: ['531', '532', '533'] },
  { code: '62', sons: ['68', '135'] },
  { code: '15', sons: ['151', '152'] },
  { code: DARK_WEB_TYPE_CODE, sons: ['4201', '4202', '4203', '4204', '4205'] },
];

/**
 * Titles by sub-category, each pool at least as long as the videos it receives (a category's
 * 25 videos go round its sub-categories), so all 200 demo titles differ. Invented titles,
 * none of a real production.
 */
export const DEMO_TITLES: Readonly<Record<string, readonly string[]>> = {
  '151': ['夜色温柔', '星河入梦', '归途列车', '风起南城', '灯火阑珊处', '南方有嘉木', '半城烟雨', '光阴的故事', '远方来信', '黄昏电影院', '海边的第七天', '他乡明月', '一路向北'],
  '152': ['沉默的灯塔', '旧巷人家', '雪落无声', '河流的尽头', '最后一班渡轮', '山那边的学校', '父亲的自行车', '纸上春秋', '无人知晓的夏天', '老街照相馆', '冬日来客', '向阳而生', '小镇邮差'],
  '301': ['极速追击', '破晓行动', '边境线', '暗夜猎手', '雷霆救援', '孤胆营救', '终极对决', '钢铁防线', '逆风突围', '海上拦截'],
  '302': ['星河彼岸', '第九颗行星', '时间裂缝', '深空信号', '月球背面', '记忆重启', '零度空间', '火星来客', '未来档案', '光速之外'],
  '303': ['寻味四季', '大河之源', '候鸟南飞', '深海之下', '雪山守望者', '古城修复师', '稻田四季', '草原来信', '极地漫游', '森林的呼吸'],
  '93': ['雾锁江城', '旧案重启', '失踪的钢琴师', '沉默的证词', '钟楼谜案', '夜色追踪', '白桦林疑案', '消失的第十三层', '空房间', '三号线终点', '蓝色信封', '雨夜来电', '回声谷'],
  '134': ['逆袭人生', '千金归来', '外卖小哥的春天', '九十九次告白', '我的合租室友', '隔壁的甜品店', '一秒心动', '错位人生', '完美搭档', '恋爱进行时', '回到十八岁', '奶奶的秘方', '闪光的日子'],
  '331': ['城市夜归人', '早高峰观察', '老楼加装电梯', '夜市烟火气', '地铁十年', '街角书店', '社区食堂', '城市骑行者', '旧厂房新生'],
  '332': ['芯片之路', '机器人来了', '智能家居实测', '新能源车观察', '数字乡村', '卫星发射现场', '人工智能十问', '手机影像进化史', '未来工厂'],
  '333': ['冠军之路', '马拉松之夜', '野球场', '冰雪少年', '乡村足球赛', '追风赛道', '乒乓人生', '绿茵梦想', '极限攀岩'],
  '81': ['写字楼里的秘密', '合租日记', '北漂十年', '深夜便利店', '咖啡馆的常客', '城市之光', '出租车司机', '二十九岁的转身', '我们的小店', '楼下的邻居', '加班后的夜宵', '追梦人', '霓虹之下'],
  '82': ['锦绣长歌', '青衫少年行', '江湖夜雨', '宫墙柳', '剑出天山', '烟雨江南', '南宋食录', '书院风云', '将军令', '画中仙', '玉京秋', '醉卧沙场', '长河落日'],
  '531': ['午夜民谣', '城市回声', '一个人的爵士', '老唱片', '海边吉他', '小城乐队', '钢琴夜话', '晚风歌单', '弦上月光'],
  '532': ['枕边书', '诗与远方', '读信的人', '一千零一夜故事', '书页间的城市', '夜读红楼', '慢读时光', '小说里的食物', '灯下读诗'],
  '533': ['深夜食话', '陌生人来电', '夜班的人', '三点钟的对话', '说给你听', '城市失眠者', '长夜有声', '慢谈人生', '出租车上的故事'],
  '68': ['一路向西', '川藏线上', '海岛漫游', '古镇慢行', '边城旅记', '丝路驼铃', '沿着长江走', '去看极光', '云南之南', '开往春天的火车', '山海之间', '背包去远方', '小城漫步'],
  '135': ['我们这一家', '外婆的厨房', '爸爸的秘密', '三代同堂', '回家过年', '姐妹花', '我的哥哥', '家有萌宠', '周末家庭日', '老房子', '团圆饭', '妈妈的菜园', '搬家记'],
  '4201': ['零点影院', '月下独白', '深夜来客', '失眠者俱乐部', '最后一场放映', '夜航船'],
  '4202': ['无题', '一镜到底', '天台上的猫', '出走的下午', '蓝色房间', '纸飞机'],
  '4203': ['霓虹之城', '不夜港湾', '高架桥下', '凌晨四点的街', '天际线', '灯海'],
  '4204': ['光的形状', '碎片', '流动的色彩', '重复与变化', '像素之梦', '几何之舞'],
  '4205': ['夜班公交', '码头工人', '深夜急诊', '守夜人', '夜市摊主', '清晨菜场'],
};

/** A line about each sub-category's videos, for the generated description. */
export const DEMO_BLURBS: Readonly<Record<string, string>> = {
  '151': '编辑部反复看过后推荐的一部，适合安静的夜晚。',
  '152': '上映后口碑一路走高，观众说它“越看越有味道”。',
  '301': '节奏紧凑的动作片，追逐与对决一场接一场。',
  '302': '关于未来与宇宙的想象，设定新奇，细节扎实。',
  '303': '用镜头记录真实的风景与人，平静而有力量。',
  '93': '线索层层反转，真相藏在每个人的沉默里。',
  '134': '每集几分钟，轻松有趣，一口气就能追完。',
  '331': '走进城市的角落，看普通人的日常与变化。',
  '332': '把新技术讲明白，看它如何改变生活。',
  '333': '赛场内外的汗水与坚持，热血又真实。',
  '81': '发生在城市里的故事，关于工作、友情与成长。',
  '82': '古风画卷徐徐展开，江湖与庙堂各有悲欢。',
  '531': '深夜的音乐节目，几首歌，几段故事。',
  '532': '一本书，一盏灯，陪你读完今晚的篇章。',
  '533': '和陌生人聊到深夜，听见不同的人生。',
  '68': '跟着镜头出发，看沿途的风景与人情。',
  '135': '一家人的琐碎日常，温暖又好笑。',
  '4201': '深夜放映的独立作品，氛围浓郁。',
  '4202': '短小精悍的独立短片，风格各异。',
  '4203': '城市入夜后的光影，安静地流动。',
  '4204': '关于光、色彩与形状的影像实验。',
  '4205': '记录夜里仍在工作的人们。',
};

export const AUTHORS = [
  '夜曲工作室', '青灯影像', '南风制作', '北岸映画', '晨星剧社', '远山影业', '白鹭纪实', '长河影视',
  '半岛映像', '一苇电影', '拾光影业', '鲸落影像', '山川纪实', '小满剧场', '橙子短剧', '夜航电台',
];
export const DANMU_TEXTS = [
  '前排', '画面好清晰', '配乐不错', '来了来了', '支持一下', '这段好看', '收藏了', '再看一遍',
  '前方高能！', '哈哈哈哈哈哈', '名场面', '这颜色太好看了', '打卡', '第一次看到这里', 'BGM是什么？', '泪目',
  '666', '夜景好美', '空降成功', '这段我能看一百遍', '太好笑了哈哈哈', '弹幕护体', '已三刷', '截图当壁纸了',
];
/** Seeded danmaku a demo video carries, spread over its stream (14-20 s): about one a second or more. */
export const DEMO_DANMU_PER_VIDEO = 24;
/** Hot searches: words that find demo titles (夜色温柔, 星河入梦, 城市之光...). */
export const HOT_WORDS = [
  '夜色', '星河', '城市', '江湖', '深夜', '少年', '海边', '远方', '追击', '回声', '时光', '月光', '雨夜', '外婆', '夜市',
];

/** The demo streams' frame rate. */
export const DEMO_FRAME_RATE = 25;

/**
 * The generated streams (ffmpeg lavfi sources: no real footage), each a 1280x720 picture
 * at DEMO_FRAME_RATE with a sine tone, all longer than the default preview (10 s). Fractals, life and
 * an automaton are drawn small and scaled up (cheap to draw, colourful as covers); the
 * hue drifts so frames of one stream differ.
 */
export const DEMO_STREAMS = [
  { dir: 'demo-fractal', video: `mandelbrot=size=480x270:rate=${DEMO_FRAME_RATE},scale=1280:720`, seconds: 20, frequency: 440 },
  {
    dir: 'demo-spiral',
    video:
      `mandelbrot=size=480x270:rate=${DEMO_FRAME_RATE}:start_x=-0.743643887037151:start_y=0.131825904205330:start_scale=0.5:end_scale=0.0005:end_pts=500:outer=normalized_iteration_count:inner=period,scale=1280:720`,
    seconds: 16,
    frequency: 392,
  },
  {
    dir: 'demo-life',
    video: `life=size=320x180:mold=25:rate=${DEMO_FRAME_RATE}:ratio=0.12:death_color=#0d0a24:life_color=#ffd27a:mold_color=#3a1c6e,hue=H=2*PI*t/20,scale=1280:720:flags=neighbor`,
    seconds: 16,
    frequency: 523,
  },
  {
    dir: 'demo-automaton',
    video: `cellauto=size=320x180:rule=30:rate=${DEMO_FRAME_RATE}:scroll=1,format=rgb24,lutrgb=r=20+val*0.7:g=10+val*0.25:b=40+val*0.55,hue=H=2*PI*t/16,scale=1280:720:flags=neighbor`,
    seconds: 14,
    frequency: 660,
  },
  // Long enough for a VIP to play 30 s of one episode (the playback quality journeys): cheap to draw.
  { dir: 'demo-pattern', video: `testsrc2=size=1280x720:rate=${DEMO_FRAME_RATE}`, seconds: 60, frequency: 330 },
] as const;

export const DEMO_VIDEO_COUNT = 200;
