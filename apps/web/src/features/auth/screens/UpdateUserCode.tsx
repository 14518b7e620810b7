/**
 * UpdateUserCode (spec §2): PUT /updateUser with the code sent to the new alias; the session's user
 * takes the new aliases and the user returns to their profile.
 */
import { useNavigate } from 'react-router';
import { navigationBrand } from '@lender/domain';
import { readDefaultBrand } from '../../../shared/brand/default-brand';
import { queryClient } from '../../../shared/query/query-client';
import { routePath } from '../../../shared/routing/route-path';
import { useSessionStore } from '../../../shared/session/session-store';
import { confirmUpdateUser, updateUser, userAliasesQuery } from '../api/update-user';
import { useAuthFlow } from '../auth-flow-store';
import { AuthPage } from '../components/auth-page';
import { CodeForm } from '../components/code-form';
import { MissingUsername } from '../components/missing-username';

export default function UpdateUserCode() {
  const navigate = useNavigate();
  const { newAlias, delivery } = useAuthFlow();
  if (!newAlias) return <MissingUsername to="UpdateUserEmail" />;

  const onSubmit = async (code: string) => {
    const aliases = await confirmUpdateUser(code);
    queryClient.setQueryData(userAliasesQuery().queryKey, aliases);
    const session = useSessionStore.getState();
    if (session.user) {
      session.update({
        user: {
          ...session.user,
          email: aliases.email ?? undefined,
          phone: aliases.phone ?? undefined,
          emailVerified: aliases.emailVerified,
          phoneVerified: aliases.phoneVerified,
        },
      });
    }
    useAuthFlow.getState().update({ newAlias: undefined, delivery: undefined });
    const brand = navigationBrand(session.brands) ?? readDefaultBrand();
    await navigate(routePath('CustomerProfile', { updated: 'true' }, brand));
  };
  const onResend = async () => {
    const { codeDelivery } = await updateUser({
      newAlias,
      voice: delivery?.deliveryMedium === 'VOICE',
    });
    useAuthFlow.getState().update({ delivery: codeDelivery });
  };

  return (
    <AuthPage titleKey="update.title" headingKey="update.code.heading">
      <CodeForm delivery={delivery} onSubmit={onSubmit} onResend={onResend} />
    </AuthPage>
  );
}
