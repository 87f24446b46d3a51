/** Live figures of the settings area on the home dashboard. */
import { useGetList, useTranslate } from 'react-admin';
import { StatCard } from '../components/StatCard';

export function LanguagesCard() {
  const { total, error } = useGetList('languages', { pagination: { page: 1, perPage: 1 } });
  return <StatCard title="screens.settings.languages" value={error ? '—' : total} detail="screens.production.available_to_choose_from" />;
}

export function FeatureFlagsCard() {
  const translate = useTranslate();
  const { total, error } = useGetList('development/feature-flags', { pagination: { page: 1, perPage: 1 } });
  const { total: on } = useGetList('development/feature-flags', {
    pagination: { page: 1, perPage: 1 },
    filter: { production_value: true },
  });
  return (
    <StatCard
      title="menu.feature_flags"
      value={error ? '—' : total}
      detail={on === undefined ? undefined : translate('screens.production.count_on', { count: on, _: `${on} on` })}
      to="/development/feature-flags"
    />
  );
}
