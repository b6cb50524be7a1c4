/**
 * The zh-CN message catalogue: every string a member sees, in docs/product.md's wording.
 * Core validators return these strings; the app passes them to ui components through props.
 * The catalogue is this file (the shell, home, and what every page shows) and its siblings:
 * screens/ (each screen's wording, a module a screen), zhCNPlayer.ts (the player and danmaku) and
 * zhCNServer.ts (the server's answers, the cashier, records, tasks). Each part is its own
 * export, so a page's chunk carries its own wording and home's JavaScript only its own.
 */
export const zhCN = {
  app: {
    name: '夜曲',
    tagline: '夜曲 · 移动影视',
  },
  tabs: {
    home: '首页',
    category: '专题',
    publish: '暗网',
    collengt: '收藏',
    mine: '我的',
  },
  common: {
    confirm: '确定',
    cancel: '取消',
    cancelled: '取消',
    back: '返回',
    close: '关闭',
    loading: '加载中...',
    noMore: '没有更多了',
    noMoreData: '没有更多数据了',
    noRecords: '暂无记录',
    empty: '暂无数据',
    retry: '重试',
    loadFailed: '加载失败，请稍后重试',
    seeMore: '查看更多',
    changeBatch: '换一批',
    backToTop: '回到顶部',
    save: '保存',
    submit: '提交',
    copy: '复制',
    copySucceeded: '复制成功',
    copyFailed: '复制失败',
    networkError: '网络错误，请稍后重试',
    requestTimeout: '请求超时，请稍后重试',
    /** A page (its code or its data) did not load: the shell shows this with 重试. */
    pageFailed: '页面没有加载出来',
    pageFailedHint: '请检查网络后点重试',
    offline: '网络已断开，连上网络后点重试',
  },
  ageGate: {
    title: '年龄确认',
    message: '本站内容仅限18岁以上成年人浏览。未满18岁者禁止进入。',
    enter: '我已满18岁，进入',
    leave: '离开',
  },
  session: {
    expired: '登录已过期，请重新登录',
    /** A login on another device ended this session: the server's message with code 8000. */
    elsewhere: '账号已在其他设备登录',
  },
  home: {
    /** The tag strip's first tag, the main view (not a tag on the wire). */
    mainTag: '首页',
    searchPlaceholder: '影视搜索',
    featured: '精选视频',
    ranking: '排行榜',
    latest: '最新更新',
    install: '安装到桌面',
    androidInstall: '安卓安装',
    iosTutorial: 'iOS教程',
    iosTutorialHint: '点击浏览器底部的分享按钮，选择“添加到主屏幕”',
    popupAdClose: '关闭广告',
  },
  /** Messages the API server answers with (`msg` of a failed envelope). */
  // Messages the server answers with (shown by the app as the server's msg).
  /** Names and marks the app passes to ui components (screen-reader names, badges, carousel words). */
  labels: {
    vipBadge: 'VIP',
    heat: '热度',
    duration: '时长',
    ad: '广告',
    carousel: '广告轮播',
    slide: (n: number, total: number) => `第${n}张，共${total}张`,
    goTo: (n: number) => `显示第${n}张`,
    notice: '公告',
    tags: '分类',
    search: '搜索',
    signIn: '签到',
    watchHistory: '观看记录',
    service: '在线客服',
    allCategories: '全部分类',
    clearSearchHistory: '清空历史搜索',
    clearHistory: '清空历史记录',
    clearFavourites: '清空收藏',
    remove: '删除',
    avatar: '头像',
    paymentCode: '收款码预览',
    coinsUnit: (coins: number) => `${coins}金币`,
    yuan: (yuan: number | string) => `¥${yuan}`,
    balanceLine: (coins: number) => `当前金币：${coins}`,
    recommended: '推荐',
    plans: '会员套餐',
    amounts: '充值金额',
    chat: '聊天记录',
    main: '首页推荐',
    status: '状态',
    withdrawalStates: { pending: '审核中', approved: '已到账', rejected: '已驳回' } as Record<string, string>,
  },
} as const;

export type Messages = typeof zhCN;
