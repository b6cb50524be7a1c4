/**
 * The operator console's own words (issue 20): the shell (navigation, signing in, the
 * refusal), and each area's pages under its own key, so each area's helper edits its part.
 * What the server answers lives in zhCNOperator.
 */
import type { OperatorRole } from '../operators/rights.ts';

const roleNames: Record<OperatorRole, string> = { owner: '所有者', content: '内容运营', finance: '财务', support: '客服' };

export const zhCNConsole = {
  brand: '夜曲运营后台',
  brandShort: '夜',
  navLabel: '运营后台',
  nav: { collapse: '收起导航', expand: '展开导航' },
  sections: { overview: '概览', content: '内容', money: '资金', members: '会员', support: '客服', site: '站点' },
  roles: roleNames,
  loading: '加载中…',
  networkFailed: '网络异常，请检查网络后重试',
  retry: '重试',
  save: '保存',
  cancel: '取消',
  saved: '已保存',
  signIn: {
    title: '登录运营后台',
    name: '账号',
    password: '密码',
    code: '动态码',
    codeHint: '身份验证器中的6位数字',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    submit: '登录',
    back: '返回',
    sessionEnded: '登录已失效，请重新登录',
  },
  enrol: {
    title: '绑定身份验证器',
    description: '所有者和财务角色须使用身份验证器（TOTP）登录。用验证器扫描二维码，或手动输入密钥，再填写显示的6位动态码。',
    qrLabel: '身份验证器二维码',
    secret: '密钥',
    code: '动态码',
    confirm: '完成绑定',
    done: '已绑定身份验证器',
  },
  account: {
    navLabel: '我的账号',
    title: '我的账号',
    signedInAs: (name: string, role: OperatorRole) => `${name} · ${roleNames[role]}`,
    signOut: '退出登录',
    signOutEverywhere: '退出所有设备',
    signOutEverywhereHint: '结束此账号在所有浏览器上的登录，包括当前这个。',
    passwordTitle: '修改密码',
    oldPassword: '原密码',
    newPassword: '新密码',
    newPasswordHint: '12-128个字符；修改后其他设备上的登录将结束',
    repeatPassword: '再次输入新密码',
    passwordsDiffer: '两次输入的新密码不一致',
    passwordChanged: '密码已修改',
  },
  refusal: {
    title: '无权访问',
    message: (role: OperatorRole) => `当前角色（${roleNames[role]}）无权查看此页面`,
    hint: '如需使用此页面，请联系所有者调整你的角色。',
    home: '返回概览',
  },
  notFound: { title: '页面不存在', home: '返回概览' },
  placeholder: '此页面正在建设中',
  pages: {
    dashboard: '概览',
    content: '内容管理',
    money: '资金管理',
    members: '会员管理',
    support: '客服与审核',
    siteConfig: '配置与价格',
    ads: '广告位',
    operators: '运营账号',
    audit: '操作日志',
  },
} as const;
