import { CAROUSEL_AUTOPLAY_MS, formatYuanAmount, showAdBlock, vipStatus, zhCN, zhCNMine, zhCNVip } from '@nocturne/core';
import {
  BalanceCards,
  BannerCarousel,
  Button,
  IconCalendarCheck,
  IconClock,
  IconCoin,
  IconChevronRight,
  IconCrown,
  IconDownload,
  IconHeadset,
  IconLock,
  IconShare,
  IconStar,
  IconUser,
  ProfileHeader,
  TileGrid,
  VipBanner,
  IconInfo,
  IconTopics,
  IconSend,
} from '@nocturne/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths, type PathName } from '../../routes/paths.ts';
import { businessTimeZone, clickAd, loadConfig } from '../../state/config.ts';
import { useShownAds } from '../common/useShownAds.ts';
import { memberState } from '../../state/member.ts';
import { runtime } from '../../state/runtime.ts';
import { carouselLabels } from '../common/cards.tsx';
import { IdentityCardSheet } from './IdentityCardSheet.tsx';
import * as styles from './mine.css.ts';

const tileIcons: Record<keyof typeof zhCNMine.tiles, ReactNode> = {
  pay: <IconCoin />,
  vip: <IconCrown />,
  tx: <IconCoin />,
  sign: <IconCalendarCheck />,
  setinfo: <IconUser />,
  centersetting: <IconInfo />,
  share: <IconShare />,
  history: <IconClock />,
  offline: <IconDownload />,
  agent: <IconTopics />,
  feed: <IconSend />,
  setpaw: <IconLock />,
  codelist: <IconStar />,
};

const SERVICE_TILE = 'service';
const CHANNEL_TILE = 'channel';

/** Profile (docs/product.md section 2, "My"). */
export default function MinePage() {
  const navigate = useNavigate();
  const { member } = useSnapshot(memberState);
  const { config, ads } = useShownAds();
  const [identityOpen, setIdentityOpen] = useState(false);

  useEffect(() => {
    // docs/product.md: the profile page also fetches config through the store.
    loadConfig().catch(() => undefined);
    // The identity card opens by itself once; a local flag remembers it was shown.
    const { identityCard } = runtime().stores;
    if (!identityCard.isSet()) {
      identityCard.set();
      setIdentityOpen(true);
    }
  }, []);

  if (!member) return null;
  const status = vipStatus(member, runtime().now(), businessTimeZone());
  const tiles = [
    ...(Object.keys(zhCNMine.tiles) as (keyof typeof zhCNMine.tiles)[]).map((id) => ({
      id,
      label: zhCNMine.tiles[id],
      icon: tileIcons[id],
    })),
    { id: SERVICE_TILE, label: zhCNMine.service, icon: <IconHeadset /> },
    ...(config?.channelUrl ? [{ id: CHANNEL_TILE, label: zhCNMine.channel, icon: <IconSend /> }] : []),
  ];
  const pickTile = (id: string) => {
    if (id === SERVICE_TILE) {
      window.open(paths.service, '_blank', 'noopener');
    } else if (id === CHANNEL_TILE) {
      if (config?.channelUrl) runtime().openExternal(config.channelUrl);
    } else {
      void navigate(paths[id as PathName]);
    }
  };

  return (
    <div className={styles.page}>
      {/* The identity card is the header's own entry, beside the member's name, as a profile
          screen's "view card" link; not a full-width bar between the header and the VIP card. */}
      <div className={styles.header}>
        <ProfileHeader
        avatarUrl={member.memberAvatar || null}
        avatarAlt={zhCN.labels.avatar}
        nickname={member.memberNichen}
        idText={`ID: ${member.memberCode}`}
        signature={member.memberSignature}
        signatureDefault={zhCNMine.signatureDefault}
        badgeIndex={status.badgeIndex}
        vipText={status.text}
        />
        <Button variant="secondary" size="small" icon={<IconChevronRight />} className={styles.identity} onClick={() => setIdentityOpen(true)}>
          {zhCNMine.identityCard}
        </Button>
      </div>
      <VipBanner
        title={zhCNVip.title}
        expiryText={status.text}
        // A member who is VIP renews (and sees the expiry beside it); only others upgrade.
        ctaLabel={status.isVip ? zhCNVip.renew : zhCNVip.upgrade}
        onCta={() => void navigate(paths.vip)}
        isVip={status.isVip}
      />
      <BalanceCards
        coins={{ label: zhCNMine.coins, amount: String(member.memberCion), actionLabel: zhCNMine.topUp }}
        money={{ label: zhCNMine.balance, amount: formatYuanAmount(member.balance), actionLabel: zhCNMine.withdraw }}
        onTopUp={() => void navigate(paths.pay)}
        onWithdraw={() => void navigate(paths.tx)}
      />
      {showAdBlock(config, 'showMeAd') && ads && ads.user.length > 0 ? (
        <BannerCarousel
          banners={ads.user.map((ad) => ({ id: ad.id, image: ad.img, alt: zhCN.labels.ad, url: ad.url }))}
          labels={carouselLabels}
          autoplay={CAROUSEL_AUTOPLAY_MS}
          onBannerClick={(banner) => void clickAd('me', banner)}
        />
      ) : null}
      <TileGrid title={zhCN.tabs.mine} tiles={tiles} onPick={pickTile} />
      <IdentityCardSheet open={identityOpen} onOpenChange={setIdentityOpen} />
    </div>
  );
}
