export const zhCNVip = {
  title: '会员中心',
  payMethod: '支付方式',
  offerEndsIn: '距离优惠结束还剩',
  upgrade: '立即升级',
  /** The same button for a member who is already VIP. */
  renew: '立即续费',
  /** The member's own VIP status at the top of the VIP centre. */
  statusTitle: '我的会员',
  benefitsTitle: '会员权益',
  benefits: ['金币视频免费', 'VIP视频免费', '暗网内容免费', '修改头像昵称', '高清视频', '专属线路', '无广告', '专属客服'],
  faqTitle: '常见问题',
  faq: [
    { q: '多次支付失败怎么办？', a: '请更换其他支付方式重试。' },
    { q: '支付后多久到账？', a: '一般2-10分钟到账，超过10分钟未到账请联系客服。' },
  ],
  plans: (days: number) => `${days}天`,
  planList: '选择套餐',
} as const;
