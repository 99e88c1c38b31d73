// A form's failure (the server's message, or what the screen says instead), above its submit button.
import Alert from '@mui/material/Alert';

export default function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 1 }} data-testid="form-error">
      {message}
    </Alert>
  );
}
