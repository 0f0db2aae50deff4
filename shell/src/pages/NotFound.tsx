import { Link, messageFor, notFoundTitle } from 'shared-ui';
import { ShellPage } from './ShellPage';

export function NotFound() {
  return (
    <ShellPage title={notFoundTitle}>
      <p>{messageFor('page-not-found')}</p>
      <p>
        <Link to="/">Zur Startseite</Link>
      </p>
    </ShellPage>
  );
}
