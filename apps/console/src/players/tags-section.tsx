import { useMutation } from '@tanstack/react-query';
import { PLAYER_OPS_ROUTES, PLAYER_TAGS, type PlayerTag } from '@tessera/contract';
import { Checkbox } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { FormError } from '../core/form-error';
import { useCallOps } from '../core/ops';
import { usePermissions } from '../core/session';
import { Card } from '../desk-kit/kit';
import { type Props, useRefresh } from './section-hooks';

export function TagsSection({ profile }: Props) {
  const { t } = useTranslation();
  const can = usePermissions();
  const callOps = useCallOps();
  const refresh = useRefresh(profile.account.id);
  const change = useMutation({
    mutationFn: ({ tag, on }: { tag: PlayerTag; on: boolean }) =>
      callOps(on ? PLAYER_OPS_ROUTES.addTag : PLAYER_OPS_ROUTES.removeTag, {
        params: { id: profile.account.id, tag },
      }),
    onSuccess: () => void refresh(),
  });
  return (
    <Card title={t('desks.tags')} id="tags-title">
      <fieldset className={shared.fieldset} disabled={!can('players.tags') || change.isPending}>
        <legend>{t('desks.tagsLegend')}</legend>
        {PLAYER_TAGS.map((tag) => (
          <Checkbox
            key={tag}
            label={t(`desks.tag_${tag}`)}
            checked={profile.tags.includes(tag)}
            onChange={(e) => change.mutate({ tag, on: e.target.checked })}
          />
        ))}
      </fieldset>
      <FormError error={change.error} />
    </Card>
  );
}
