import { IconCoin, IconHeadset, IconHome, IconImage, IconPlay, IconSliders, IconTopics, IconUser, type SideNavSection } from '@nocturne/ui';

export type ConsolePage = 'dashboard' | 'videos' | 'ingest' | 'topics' | 'withdrawals' | 'orders' | 'members' | 'chats' | 'ads' | 'settings';

/** The console's pages by section, as the console's page table lists them (sample wording). */
export const consoleSections: SideNavSection<ConsolePage>[] = [
  { id: 'overview', items: [{ key: 'dashboard', label: '概览', icon: <IconHome />, href: '/console' }] },
  {
    id: 'content',
    title: '内容',
    items: [
      { key: 'videos', label: '影片', icon: <IconPlay />, href: '/console/videos' },
      { key: 'ingest', label: '上传与转码', icon: <IconImage />, href: '/console/ingest' },
      { key: 'topics', label: '专题与分类', icon: <IconTopics />, href: '/console/topics' },
    ],
  },
  {
    id: 'money',
    title: '资金',
    items: [
      { key: 'withdrawals', label: '提现审核', icon: <IconCoin />, href: '/console/withdrawals', badge: { count: 12, label: '12 条待审核' } },
      { key: 'orders', label: '订单', icon: <IconCoin />, href: '/console/orders' },
    ],
  },
  {
    id: 'people',
    title: '会员与客服',
    items: [
      { key: 'members', label: '会员', icon: <IconUser />, href: '/console/members' },
      { key: 'chats', label: '客服会话', icon: <IconHeadset />, href: '/console/chats', badge: { count: 3, label: '3 个会话待回复' } },
    ],
  },
  {
    id: 'site',
    title: '站点',
    items: [
      { key: 'ads', label: '广告位', icon: <IconImage />, href: '/console/ads' },
      { key: 'settings', label: '配置与价格', icon: <IconSliders />, href: '/console/settings' },
    ],
  },
];

export const navLabels = { collapse: '收起导航', expand: '展开导航' };

export const navBrand = { label: '运营后台', brand: '夜曲运营后台', brandShort: '夜' };

/** The operator signed in, at the nav's foot. */
export function operatorFooter(collapsed: boolean) {
  return collapsed ? <span title="夜班运营（财务）">夜班</span> : <span>夜班运营 · 财务</span>;
}
