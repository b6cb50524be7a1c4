import { canEnterDarkWeb, showAdBlock, zhCN } from '@nocturne/core';
import { AdStrip, Gate, IconLock, SectionHeader } from '@nocturne/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths, searchResultsPath } from '../../routes/paths.ts';
import { clickAd, configState } from '../../state/config.ts';
import { changeGroupBatch, darkWebState, loadDarkWeb } from '../../state/darkWeb.ts';
import { memberState } from '../../state/member.ts';
import { runtime } from '../../state/runtime.ts';
import { adLabels, adView, FeedGrid } from '../common/cards.tsx';
import { EmptyText } from '../common/EmptyText.tsx';
import { Page } from '../common/Page.tsx';
import * as styles from '../common/page.css.ts';

/** Dark web (SPEC.md sections 2 and 4): themed groups behind the VIP gate. */
export default function DarkWebPage() {
  const navigate = useNavigate();
  const { member } = useSnapshot(memberState);
  const { config, ads } = useSnapshot(configState);
  const dark = useSnapshot(darkWebState);
  const open = member !== null && canEnterDarkWeb(member, runtime().now());

  useEffect(() => {
    if (open) void loadDarkWeb();
  }, [open]);

  return (
    <Page flush title={zhCN.darkWeb.title} back={false}>
      <Gate
        open={!open}
        title={zhCN.darkWeb.gateTitle}
        message={zhCN.darkWeb.gateMessage}
        primaryLabel={zhCN.darkWeb.unlock}
        secondaryLabel={zhCN.darkWeb.leave}
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
          {!dark.loading && dark.groups.length === 0 ? <EmptyText text={zhCN.common.empty} /> : null}
          {dark.groups.map((group) => (
            <section key={group.id} className={styles.form}>
              <SectionHeader
                title={group.dictName}
                moreLabel={zhCN.common.seeMore}
                onMore={() =>
                  void navigate(searchResultsPath({ type: group.pid, sonType: group.dictCode, title: zhCN.darkWeb.title }))
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
