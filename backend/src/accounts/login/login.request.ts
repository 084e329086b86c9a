import { LoginForm } from '@samvida/machines';
import type { z } from 'zod';

// Body of `POST api/Auth/login`: Contact (+91 phone or e-mail) and Password.
export const LoginRequest = LoginForm;
export type LoginRequest = z.infer<typeof LoginRequest>;
