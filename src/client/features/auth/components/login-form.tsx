import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loginFormSchema } from '../../../../shared/contracts/auth';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useLogin } from '../api/login';
import { PasswordInput } from './password-input';

export function LoginForm({ onSwitchToRegister }: { onSwitchToRegister: () => void }) {
  const loginMutation = useLogin();
  const form = useForm<z.input<typeof loginFormSchema>, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const pending = loginMutation.isPending;

  return (
    <form
      noValidate
      aria-label="Login"
      onSubmit={form.handleSubmit((credentials) => loginMutation.mutate(credentials))}
      className="flex flex-col gap-5"
    >
      <FormField label="Username" error={errors.username?.message}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="Your username"
          {...form.register('username')}
        />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput
          autoComplete="current-password"
          placeholder="At least 6 characters"
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
        {pending ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin" />
            Logging in...
          </>
        ) : (
          'Login'
        )}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Don't have an account?{' '}
        <Button variant="link" size="inline" onClick={onSwitchToRegister}>
          Register
        </Button>
      </p>
    </form>
  );
}
