import type { Fragment } from '../merge';

/** Messages and mails of the sign-in, account and employees API (server/areas/auth, administrator). */
export const authApi: Fragment = {
  en: {
    app: {
      auth_api: {
        bad_credentials: 'Wrong e-mail or password',
        pending: 'Your account is waiting for activation by an administrator',
        session_expired: 'Your session has expired, please sign in again',
        recovery_sent: 'Password recovery link sended with success',
        password_updated: 'Password successfully updated!',
        reset_token_invalid: 'This link is invalid, already used or expired; ask for a new one',
        registered:
          'Your registration has been received; you can sign in once an administrator activates your account',
        wrong_current_password: 'The current password is not correct',
        email_taken: 'This e-mail is already used',
        delete_self: 'You cannot delete your own account',
        last_super_admin_delete: 'The last Super Administrator cannot be deleted',
        last_super_admin_demote: 'The last Super Administrator must keep that type and stay active',
        status_self: 'You cannot change the status of your own account',
        status_pending: 'An account cannot be put back to pending',
        type_unchangeable: 'You cannot change the type of your own account here',
        mail: {
          reset_subject: 'Reset your password',
          reset_text:
            'Hello %{firstname},\n\nTo choose a new password, open this link within one hour:\n%{link}\n\nIf you did not ask for it, ignore this mail; your password stays unchanged.',
          invite_subject: 'Your account on the intranet',
          invite_text:
            'Hello %{firstname},\n\nAn account has been created for you (%{email}). Choose your password with this link, valid for 7 days:\n%{link}',
          activated_subject: 'Your account has been activated',
          activated_text:
            'Hello %{firstname},\n\nYour registration has been accepted. You can now sign in with %{email}:\n%{link}',
        },
      },
    },
  },
  fr: {
    app: {
      auth_api: {
        bad_credentials: 'E-mail ou mot de passe incorrect',
        pending: 'Votre compte attend son activation par un administrateur',
        session_expired: 'Votre session a expiré, veuillez vous reconnecter',
        recovery_sent: 'Lien de récupération du mot de passe envoyé avec succès',
        password_updated: 'Mot de passe mis à jour avec succès !',
        reset_token_invalid:
          'Ce lien est invalide, déjà utilisé ou expiré ; demandez-en un nouveau',
        registered:
          'Votre inscription a bien été reçue ; vous pourrez vous connecter dès qu’un administrateur aura activé votre compte',
        wrong_current_password: 'Le mot de passe actuel est incorrect',
        email_taken: 'Cet e-mail est déjà utilisé',
        delete_self: 'Vous ne pouvez pas supprimer votre propre compte',
        last_super_admin_delete: 'Le dernier Super Administrateur ne peut pas être supprimé',
        last_super_admin_demote:
          'Le dernier Super Administrateur doit garder ce type et rester actif',
        status_self: 'Vous ne pouvez pas changer le statut de votre propre compte',
        status_pending: 'Un compte ne peut pas être remis en attente',
        type_unchangeable: 'Vous ne pouvez pas changer ici le type de votre propre compte',
        mail: {
          reset_subject: 'Réinitialisez votre mot de passe',
          reset_text:
            'Bonjour %{firstname},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :\n%{link}\n\nSi vous n’avez rien demandé, ignorez ce message ; votre mot de passe reste inchangé.',
          invite_subject: 'Votre compte sur l’intranet',
          invite_text:
            'Bonjour %{firstname},\n\nUn compte a été créé pour vous (%{email}). Choisissez votre mot de passe avec ce lien, valable 7 jours :\n%{link}',
          activated_subject: 'Votre compte a été activé',
          activated_text:
            'Bonjour %{firstname},\n\nVotre inscription a été acceptée. Vous pouvez maintenant vous connecter avec %{email} :\n%{link}',
        },
      },
    },
  },
  de: {
    app: {
      auth_api: {
        bad_credentials: 'E-Mail-Adresse oder Passwort falsch',
        pending: 'Ihr Konto wartet auf die Freischaltung durch einen Administrator',
        session_expired: 'Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an',
        recovery_sent: 'Link zur Wiederherstellung des Passworts erfolgreich gesendet',
        password_updated: 'Passwort erfolgreich aktualisiert!',
        reset_token_invalid:
          'Dieser Link ist ungültig, bereits benutzt oder abgelaufen; fordern Sie einen neuen an',
        registered:
          'Ihre Registrierung ist eingegangen; Sie können sich anmelden, sobald ein Administrator Ihr Konto freischaltet',
        wrong_current_password: 'Das aktuelle Passwort ist nicht korrekt',
        email_taken: 'Diese E-Mail-Adresse wird bereits verwendet',
        delete_self: 'Sie können Ihr eigenes Konto nicht löschen',
        last_super_admin_delete: 'Der letzte Super-Administrator kann nicht gelöscht werden',
        last_super_admin_demote:
          'Der letzte Super-Administrator muss diesen Typ behalten und aktiv bleiben',
        status_self: 'Sie können den Status Ihres eigenen Kontos nicht ändern',
        status_pending: 'Ein Konto kann nicht wieder auf wartend gesetzt werden',
        type_unchangeable: 'Den Typ Ihres eigenen Kontos können Sie hier nicht ändern',
        mail: {
          reset_subject: 'Setzen Sie Ihr Passwort zurück',
          reset_text:
            'Hallo %{firstname},\n\nUm ein neues Passwort zu wählen, öffnen Sie diesen Link innerhalb einer Stunde:\n%{link}\n\nWenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
          invite_subject: 'Ihr Konto im Intranet',
          invite_text:
            'Hallo %{firstname},\n\nFür Sie wurde ein Konto angelegt (%{email}). Wählen Sie Ihr Passwort über diesen Link, 7 Tage gültig:\n%{link}',
          activated_subject: 'Ihr Konto wurde freigeschaltet',
          activated_text:
            'Hallo %{firstname},\n\nIhre Registrierung wurde angenommen. Sie können sich jetzt mit %{email} anmelden:\n%{link}',
        },
      },
    },
  },
};
