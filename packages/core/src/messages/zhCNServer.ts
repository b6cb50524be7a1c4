/**
 * The server's part of the zh-CN catalogue: the envelope's failure messages, the cashier page,
 * purchases, ledger sources, withdrawals and tasks. Separate exports apart from `zhCN`, so a
 * page that shows one of them (the task centre, a payment's result) loads only that one, and
 * home none of them.
 */
export const zhCNServer = {
  badRequest: '请求参数错误',
  /** A change that needs a reason (下架, a role change, a suspension) came without one. */
  reasonRequired: (min: number, max: number) => `请填写原因（${min}–${max} 个字）`,
  notFound: '内容不存在',
  forbidden: '没有权限',
  tooManyRequests: '操作太频繁，请稍后再试',
  /** A repeat of a money call while the first identical one is still running (http/idempotent.ts). */
  stillProcessing: '请求处理中，请稍后再试',
  internalError: '服务器繁忙，请稍后再试',
  fileTooLarge: '文件太大',
  loginFailed: '账号或密码错误',
  loginLocked: '密码错误次数过多，请15分钟后再试',
  deviceUuidInvalid: '设备标识无效',
  deviceNeedsLogin: '该账号已设置密码，请用账号和密码登录',
  oldPasswordWrong: '旧密码错误',
  inviteSelf: '不能绑定自己的邀请码',
  inviteAlreadyBound: '已经绑定过邀请码',
  inviteNotNew: '仅新注册用户可以绑定邀请码',
  inviterNotFound: '邀请码不存在',
  /** bindInviteCode before the device has registered (no token yet). */
  inviteNeedsMember: '请先完成注册再绑定邀请码',
  nicknameInvalid: '昵称须为1-20个字',
  nicknameRequired: '昵称不能为空，请输入1-20个字',
  signatureTooLong: '个性签名最多60个字',
  videoNotFound: '视频不存在或已下架',
  episodeNotFound: '剧集不存在',
  /** The operator enqueued an ingest of a path that is no file on the server (admin/mediaJobs.ts). */
  mediaSourceMissing: '服务器上没有这个源文件',
  /** ... or of a path outside the ingest folder (INGEST_DIR): the API reads no other file. */
  mediaSourceOutsideIngest: '源文件须放在入库目录（INGEST_DIR）内',
  mediaJobNotFound: '转码任务不存在',
  /** A source whose bytes are none of the containers the server reads (server media/sourceFormat.ts). */
  mediaSourceFormat: '文件内容不是可处理的视频格式（MP4、MOV、MKV、WebM、MPEG-TS、MPEG、AVI、FLV）',
  /** An MP4/MOV whose tracks name data outside the file. */
  mediaSourceExternal: '视频文件引用了文件以外的数据，已拒绝处理',
  /** ffmpeg found no picture or no length in it: cut short, damaged, or no video at all. */
  mediaSourceUnreadable: '视频文件无法读取：文件不完整、已损坏或没有视频画面',
  mediaSourceTooShort: '视频时长不足1秒',
  mediaSourceTooLong: (hours: number) => `视频时长超过${hours}小时的上限`,
  /** Any other failure of a job: the details (paths of the server's disk among them) go to the server's log only. */
  mediaJobFailed: '转码失败，详细原因已记入服务器日志',
  avatarInvalid: '头像地址无效',
  /** Nickname of a device member until it picks one; the last digits of its code follow. */
  guestNickname: '夜曲用户',
  imageRequired: '请选择图片文件',
  /** An image whose header claims more pixels than the server accepts (http/imageUpload.ts). */
  imageDimensionsTooLarge: '图片尺寸过大',
  /** updateMember's memberAvatar names no avatar-able upload of this member. */
  avatarNotOwnUpload: '头像须为本人上传的图片',
  /** tixian's imgurl names no payment-code-able upload of this member. */
  paymentCodeNotOwnUpload: '收款码须为本人上传的图片',
};

export const zhCNCashier = {
  title: '收银台',
  sandboxNote: '沙盒支付：仅用于测试，不会产生真实扣款',
  subject: '商品',
  orderNo: '订单号',
  amount: '支付金额',
  success: '支付成功',
  fail: '支付失败',
  alreadyPaid: '该订单已支付成功',
  alreadyFailed: '该订单支付失败，请返回重新下单',
  expired: '该订单已过期，请返回重新下单',
  notFound: '订单不存在',
};

export const zhCNPurchase = {
  succeeded: '购买成功，请尽情观看',
  alreadyBought: '您已购买本集，可直接观看',
  vipIncluded: '您是VIP会员，可直接观看',
  insufficientCoins: '金币不足，请先充值',
  episodeNotFound: '该剧集不存在',
  planNotFound: '会员套餐不存在',
  optionNotFound: '充值选项不存在',
  amountOutOfRange: '充值金额须为10-5000之间的整数',
  priceChanged: '价格已变动，请刷新页面后重新下单',
  channelNotFound: '支付通道不可用',
  vipSubject: (days: number) => `${days}天VIP会员`,
  coinSubject: (coins: number) => `${coins}金币`,
};

export const zhCNLedger = {
  topUp: '金币充值',
  vipPurchase: '开通会员',
  episode: '购买剧集',
  signIn: '签到奖励',
  dailyLogin: '每日登录',
  watchTask: '观看任务',
  firstVip: '首充奖励',
  withdrawal: '提现',
  withdrawalReturned: '提现驳回退回',
  operator: '客服调整',
  /** A purchase whose video or episode no longer exists. */
  removedVideo: '已下架的视频',
};

export const zhCNWithdrawal = {
  submitted: '提现申请已提交，请等待审核',
  insufficient: '可提现余额不足',
  amountInvalid: '提现金额无效',
};

export const zhCNTasks = {
  firstVipNotDone: '请先开通会员',
  alreadyClaimed: '您已经领取过了',
};
