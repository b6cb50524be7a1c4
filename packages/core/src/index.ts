// The public surface of @nocturne/core. Framework-free: nothing here touches the DOM or
// storage at import time; effects are passed in.
export * from './api/types.ts';
export * from './api/defaultConfig.ts';
export * from './api/contract.ts';
export * from './api/errors.ts';
export * from './api/client.ts';
export * from './api/request.ts';
export * from './api/firstStream.ts';
export * from './codec/aes.ts';
export * from './rules/index.ts';
export * from './stores/index.ts';
export * from './player/index.ts';
export * from './danmaku/index.ts';
export * from './offline/index.ts';
export { zhCN, type Messages } from './messages/zhCN.ts';
export { zhCNDanmaku, zhCNPlayer } from './messages/zhCNPlayer.ts';
export {
  zhCNAgent,
  zhCNChat,
  zhCNCoinsShort,
  zhCNDarkWeb,
  zhCNEmpty,
  zhCNFavourites,
  zhCNFeedback,
  zhCNHistory,
  zhCNInvites,
  zhCNLogin,
  zhCNMine,
  zhCNOffline,
  zhCNPassword,
  zhCNPay,
  zhCNProfile,
  zhCNRecords,
  zhCNReport,
  zhCNSearch,
  zhCNSettings,
  zhCNShare,
  zhCNSign,
  zhCNTagList,
  zhCNTopics,
  zhCNVideo,
  zhCNVip,
  zhCNWithdraw,
} from './messages/screens/index.ts';
export { zhCNCashier, zhCNLedger, zhCNPurchase, zhCNServer, zhCNTasks, zhCNWithdrawal } from './messages/zhCNServer.ts';
export * from './operators/index.ts';
export { zhCNOperator } from './messages/zhCNOperator.ts';
export { zhCNConsole } from './messages/zhCNConsole.ts';
export { consoleMembers, consoleMoney, consoleSupport } from './messages/console/index.ts';
export { zhCNContent } from './messages/zhCNContent.ts';
