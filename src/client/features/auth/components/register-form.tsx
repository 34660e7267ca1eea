import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { registerFormSchema } from '../../../../shared/contracts/auth';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useRegister } from '../api/register';
import { PasswordInput } from './password-input';

export function RegisterForm({ onSwitchToLogin }: { onSwitchToLogin: () => void }) {
  const registerMutation = useRegister();
  const form = useForm<
    z.input<typeof registerFormSchema>,
    unknown,
    z.output<typeof registerFormSchema>
  >({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const pending = registerMutation.isPending;

  return (
    <form
      noValidate
      aria-label="Register"
      // confirmPassword is only a typing check: it never leaves the browser.
      onSubmit={form.handleSubmit(({ username, password }) =>
        registerMutation.mutate({ username, password }),
      )}
      className="flex flex-col gap-5"
    >
      <FormField label="Username" error={errors.username?.message}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="Pick a username"
          {...form.register('username')}
        />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput
          autoComplete="new-password"
          placeholder="At least 6 characters"
          {...form.register('password')}
        />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          placeholder="Type it again"
          {...form.register('confirmPassword')}
        />
      </FormField>
      <Button type="submit" size="lg" variant="accent" disabled={pending} className="mt-1 w-full">
        {pending ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin" />
            Creating account...
          </>
        ) : (
          'Register'
        )}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Button variant="link" size="inline" onClick={onSwitchToLogin}>
          Login
        </Button>
      </p>
    </form>
  );
}
