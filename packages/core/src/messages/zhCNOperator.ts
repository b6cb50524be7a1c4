/**
 * The operator API's answers (the console shows them): signing in, rights, one-time codes,
 * reasons, and what a suspended member is told.
 */
export const zhCNOperator = {
  signInRequired: '请先登录运营后台',
  tokenRateLimited: '令牌错误次数过多，请稍后再试',
  loginFailed: '账号或密码错误',
  sessionIdle: '长时间未操作，已退出登录，请重新登录',
  roleForbidden: '当前角色无权执行此操作',
  crossSite: '请求来源不可信，已拒绝（跨站请求）',
  totpRequired: '请输入身份验证器中的6位动态码',
  totpWrong: '动态码错误或已使用，请重新输入',
  totpEnrolmentRequired: '所有者和财务角色须先绑定身份验证器（TOTP）',
  totpNotStarted: '请先开始绑定身份验证器',
  reasonRequired: '请填写原因',
  nameInvalid: '账号须为2-32位字母、数字或 . _ -',
  nameTaken: '该账号已存在',
  passwordTooShort: '密码须为12-128个字符',
  oldPasswordWrong: '原密码错误',
  lastOwner: '至少保留一个可用的所有者账号',
  memberSuspended: '账号已被停用，如有疑问请联系客服',
  withdrawalDecided: '该提现已处理过，不能再次审核',
  reconcileDayInvalid: '请选择有效的日期（YYYY-MM-DD）',
  searchRequired: '请输入会员编号、昵称或登录名',
} as const;
