/** UpdateUserVerificationMethod (spec §2): text or voice call to the new phone; POST /updateUser. */
import { useNavigate } from 'react-router';
import { useServerSettings } from '../../../shared/config/config-settings';
import { routePath } from '../../../shared/routing/route-path';
import { updateUser } from '../api/update-user';
import { useAuthFlow } from '../auth-flow-store';
import { isVoice, methodsForUsername } from '../code-methods';
import { AuthPage } from '../components/auth-page';
import { MethodForm, type CodeMethod } from '../components/method-form';
import { MissingUsername } from '../components/missing-username';

export default function UpdateUserVerificationMethod() {
  const navigate = useNavigate();
  const newAlias = useAuthFlow((s) => s.newAlias);
  const { voiceMessages } = useServerSettings();
  if (!newAlias) return <MissingUsername to="UpdateUserEmail" />;

  const onSubmit = async (method: CodeMethod) => {
    const { codeDelivery } = await updateUser({ newAlias, voice: isVoice(method) });
    useAuthFlow.getState().update({ delivery: codeDelivery });
    await navigate(routePath('UpdateUserCode'));
  };

  return (
    <AuthPage titleKey="update.title" headingKey="update.method.heading">
      <MethodForm options={methodsForUsername(newAlias, voiceMessages)} onSubmit={onSubmit} />
    </AuthPage>
  );
}
