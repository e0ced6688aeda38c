/* SCORM 2004 runtime access: look for window.API_1484_11 in the parents, then the opener. */
(() => {
  function findIn(win) {
    var hops = 0;
    while (win && !win.API_1484_11 && win.parent && win.parent !== win && hops < 10) {
      hops += 1;
      win = win.parent;
    }
    return win?.API_1484_11 ? win.API_1484_11 : null;
  }
  var api = null;
  function getAPI() {
    if (api) return api;
    api = findIn(window);
    if (!api && window.opener) api = findIn(window.opener);
    if (!api && window.top && window.top.opener) api = findIn(window.top.opener);
    return api;
  }
  var started = Date.now();
  var terminated = false;
  /** ISO 8601 duration: PT1M5S */
  function sessionTime() {
    var s = Math.round((Date.now() - started) / 1000);
    return `PT${Math.floor(s / 3600)}H${Math.floor((s % 3600) / 60)}M${s % 60}S`;
  }
  window.Scorm2004 = {
    init: () => {
      var a = getAPI();
      return a ? String(a.Initialize('')) === 'true' : false;
    },
    get: (name) => {
      var a = getAPI();
      return a ? String(a.GetValue(name)) : '';
    },
    set: (name, value) => {
      var a = getAPI();
      return a ? String(a.SetValue(name, String(value))) === 'true' : false;
    },
    commit: () => {
      var a = getAPI();
      return a ? String(a.Commit('')) === 'true' : false;
    },
    terminate: () => {
      var a = getAPI();
      if (!a || terminated) return false;
      terminated = true;
      a.SetValue('cmi.session_time', sessionTime());
      a.Commit('');
      return String(a.Terminate('')) === 'true';
    },
    isTerminated: () => terminated,
  };
  window.addEventListener('pagehide', () => {
    if (!terminated) window.Scorm2004.terminate();
  });
})();
