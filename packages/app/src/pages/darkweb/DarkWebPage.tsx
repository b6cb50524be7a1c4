import { canEnterDarkWeb, showAdBlock, zhCN, zhCNDarkWeb, zhCNEmpty } from '@nocturne/core';
import { AdStrip, Gate, IconLock, SectionHeader } from '@nocturne/ui';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths, searchResultsPath } from '../../routes/paths.ts';
import { businessTimeZone, clickAd } from '../../state/config.ts';
import { changeGroupBatch, darkWebState, loadDarkWeb } from '../../state/darkWeb.ts';
import { memberState } from '../../state/member.ts';
import { runtime } from '../../state/runtime.ts';
import { adLabels, adView, FeedGrid } from '../common/cards.tsx';
import { EmptyNextStep } from '../common/EmptyNextStep.tsx';
import { Page } from '../common/Page.tsx';
import { PageFailed } from '../common/PageFailed.tsx';
import { usePageLoad } from '../common/usePageLoad.ts';
import { useShownAds } from '../common/useShownAds.ts';
import * as styles from '../common/page.css.ts';

/** Dark web (docs/product.md sections 2 and 4): themed groups behind the VIP gate. */
export default function DarkWebPage() {
  const navigate = useNavigate();
  const { member } = useSnapshot(memberState);
  const { config, ads } = useShownAds();
  const dark = useSnapshot(darkWebState);
  const open = member !== null && canEnterDarkWeb(member, runtime().now(), businessTimeZone());

  const load = usePageLoad(() => (open ? loadDarkWeb() : Promise.resolve()), [open]);

  return (
    <Page flush title={zhCNDarkWeb.title} back={false}>
      <Gate
        open={!open}
        title={zhCNDarkWeb.gateTitle}
        message={zhCNDarkWeb.gateMessage}
        primaryLabel={zhCNDarkWeb.unlock}
        secondaryLabel={zhCNDarkWeb.leave}
        onPrimary={() => void navigate(paths.vip)}
        onSecondary={() => void navigate(paths.home)}
        emblem={<IconLock />}
      />
      {open ? (
        <>
          {showAdBlock(config, 'showDarksideAd') && ads && ads.darksidead.length > 0 ? (
            <AdStrip ads={ads.darksidead.map(adView)} labels={adLabels} onAdClick={(ad) => void clickAd('darkSide', ad)} />
          ) : null}
          {dark.loading && dark.groups.length === 0 ? (
            <FeedGrid items={[]} adPlacement="darkSide" loading />
          ) : null}
          {load.status === 'failed' ? <PageFailed onRetry={load.retry} /> : null}
          {load.status === 'ready' && dark.groups.length === 0 ? (
            <EmptyNextStep illustration="videos" message={zhCN.common.empty} hint={zhCNEmpty.darkWebHint} />
          ) : null}
          {dark.groups.map((group) => (
            <section key={group.id} className={styles.form}>
              <SectionHeader
                title={group.dictName}
                moreLabel={zhCN.common.seeMore}
                onMore={() =>
                  void navigate(searchResultsPath({ type: group.pid, sonType: group.dictCode, title: zhCNDarkWeb.title }))
                }
                refreshLabel={zhCN.common.changeBatch}
                onRefresh={() => void changeGroupBatch(group.dictCode)}
                refreshing={dark.refreshing === group.dictCode}
              />
              <FeedGrid items={group.relationMovies} adPlacement="darkSide" variant="group" groupTitle={group.dictName} firstWide />
            </section>
          ))}
        </>
      ) : null}
    </Page>
  );
}
