export const zhCNLogin = {
  title: '登录',
  account: '账号',
  password: '密码',
  accountPlaceholder: '请输入账号',
  passwordPlaceholder: '请输入密码',
  forgot: '忘记密码？联系客服',
  submit: '登录',
  ageNotice: '未满18岁禁止使用本站',
  /** Under the logo and name on the login page. */
  slogan: '每一个夜晚，都有好片相伴',
  accountRequired: '请输入账号',
  passwordRequired: '请输入密码',
  succeeded: '登录成功',
  failed: '登录失败',
} as const;
