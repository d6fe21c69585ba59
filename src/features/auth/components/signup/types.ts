import type { UseFormReturn } from 'react-hook-form';
import type { SignupOutput, SignupValues } from '../../schemas/signup';

export type SignupForm = UseFormReturn<SignupValues, unknown, SignupOutput>;
