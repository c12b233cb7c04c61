import { useNavigate, useSearch } from '@tanstack/react-router';
import { GAME_FILTER_TYPES, type GameFilterType } from '@tessera/domain';
import { Tabs } from '@tessera/ui';
import type { ParseKeys } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartup } from '@tessera/site-shared/startup/use-startup';
import type { GameListSearch } from '../../search';
import { FilteredGames } from './filtered-games';
import { listScope } from './game-list-query';
import {
  GAME_LISTS,
  menuVendors,
  type GameListConfig,
  type GameListPath,
} from '../../utils/game-lists';
import { GameSearch } from './game-search';
import { InhouseLane } from './inhouse-lane';
import { VendorFilter } from './vendor-filter';
import styles from '../game-pages.module.css';

export interface GameListPageProps {
  path: GameListPath;
  title: ParseKeys;
}

/** What the player narrowed the list to; a new choice starts again at page 1. */
interface Choice {
  filter: GameFilterType;
  name: string;
  page: number;
}

/**
 * A game-list page (/live, /fish, /rng, /pvp, /cricket, /bgs; spec §2): providers from the
 * start-up menus with the chosen one in `?vassalage`, filter tabs, a search box and pages.
 * Filter, search and page stay in the page: the shell re-creates the main view whenever the
 * query changes, which would drop the search box's focus on every search.
 */
export function GameListPage({ path, title }: GameListPageProps) {
  const { t } = useTranslation();
  const { menus } = useStartup();
  const navigate = useNavigate();
  const search: GameListSearch = useSearch({ strict: false });
  const config: GameListConfig = GAME_LISTS[path];
  const vendors = config.vassalage ? [] : menuVendors(menus, config);
  const chosenVendor = config.vassalage ? undefined : search.vassalage;
  const scope = listScope(path, search);
  const vassalage = scope.vassalage;
  const vendorName = vendors.find((vendor) => vendor.vassalage === vassalage)?.displayName;
  const [choice, setChoice] = useState<Choice>({ filter: 'ALL', name: '', page: 1 });
  const onSearch = useCallback(
    (name: string) =>
      setChoice((current) => (current.name === name ? current : { ...current, name, page: 1 })),
    [],
  );

  const results = (
    <FilteredGames
      query={{ ...scope, ...choice }}
      label={t(title)}
      onPage={(page) => setChoice((current) => ({ ...current, page }))}
      narrowed={choice.filter !== 'ALL' || choice.name !== '' || chosenVendor !== undefined}
      onShowAll={() => {
        setChoice({ filter: 'ALL', name: '', page: 1 });
        if (chosenVendor) void navigate({ to: path as '/rng', search: {} });
      }}
    />
  );
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{t(title)}</h1>
        {vendorName && <p>{t('pages.provider', { name: vendorName })}</p>}
      </header>
      {!config.vassalage && (
        <VendorFilter path={path} vendors={vendors} current={search.vassalage} />
      )}
      {config.inhouse && <InhouseLane vassalage={vassalage} />}
      <GameSearch name={choice.name} onSearch={onSearch} />
      <Tabs
        label={t('games.filters')}
        value={choice.filter}
        onChange={(filter) => setChoice({ ...choice, filter: filter as GameFilterType, page: 1 })}
        items={GAME_FILTER_TYPES.map((filter) => ({
          value: filter,
          label: t(`games.filter${filter}`),
          content: filter === choice.filter ? results : null,
        }))}
      />
    </div>
  );
}
