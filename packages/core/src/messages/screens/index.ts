/**
 * Each screen's part of the zh-CN catalogue, one module a screen: a bundler places each in
 * the chunk of the page that shows it (a single module for all of them went into a chunk that
 * home loads, with every screen's wording).
 */
export { zhCNEmpty } from './empty.ts';
export { zhCNTopics } from './topics.ts';
export { zhCNDarkWeb } from './darkWeb.ts';
export { zhCNFavourites } from './favourites.ts';
export { zhCNMine } from './mine.ts';
export { zhCNVideo } from './video.ts';
export { zhCNHistory } from './history.ts';
export { zhCNVip } from './vip.ts';
export { zhCNPay } from './pay.ts';
export { zhCNCoinsShort } from './coinsShort.ts';
export { zhCNSearch } from './search.ts';
export { zhCNTagList } from './tagList.ts';
export { zhCNSettings } from './settings.ts';
export { zhCNLogin } from './login.ts';
export { zhCNPassword } from './password.ts';
export { zhCNProfile } from './profile.ts';
export { zhCNShare } from './share.ts';
export { zhCNFeedback } from './feedback.ts';
export { zhCNInvites } from './invites.ts';
export { zhCNAgent } from './agent.ts';
export { zhCNWithdraw } from './withdraw.ts';
export { zhCNRecords } from './records.ts';
export { zhCNSign } from './sign.ts';
export { zhCNChat } from './chat.ts';
export { zhCNReport } from './report.ts';
export { zhCNOffline } from './offline.ts';
