/// The HTML report's own CSS and script (the only raw text in the page).
extension HTMLReporter {
    static let css = """
    :root{font-family:-apple-system,system-ui,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#fff}
    *{box-sizing:border-box}
    body{margin:0 auto;max-width:1100px;padding:16px;line-height:1.45;overflow-wrap:break-word}
    code,.modules,.file h3,#meta,ul.evidence{overflow-wrap:anywhere} th,.badge{white-space:nowrap}
    header{display:flex;gap:20px;align-items:center}
    header .head{min-width:0;flex:1}
    h1{margin:0 0 4px;font-size:1.7em} h2{border-bottom:1px solid #d0d7de;padding-bottom:4px;margin-top:32px} h3{font-size:1em;margin:12px 0 4px}
    .grade{font-size:1.25em;font-weight:600;margin:0}
    .muted{color:#656d76} .pass{color:#1a7f37} .fail{color:#cf222e} .warn-text{color:#9a6700}
    #summary ol{padding-left:1.4em} #summary li{margin:4px 0} #summary li.error::marker{color:#cf222e;font-weight:bold}
    .badge{display:inline-block;min-width:56px;text-align:center;border-radius:10px;padding:0 6px;font-size:.8em;color:#fff;background:#656d76}
    .badge.error,.badge.fail,.badge.deprecated,.badge.archived,.badge.shutdown{background:#cf222e} .badge.warning,.badge.warn,.badge.stale{background:#9a6700}
    .badge.note{background:#0969da} .badge.pass,.badge.active{background:#1a7f37} .badge.na,.badge.unknown{background:#8c959f}
    ul.items,ul.findings{list-style:none;padding-left:0} ul.items>li,ul.findings>li{padding:4px 0;border-bottom:1px solid #eaeef2}
    ul.evidence{color:#656d76;font-size:.85em;margin:2px 0 0 64px}
    a.rule{color:#656d76;font-size:.85em} code.where{margin:0 6px;color:#57606a}
    pre{background:#f6f8fa;padding:6px 8px;margin:4px 0 0;font-size:.85em;white-space:pre-wrap;word-break:break-all}
    table{border-collapse:collapse;width:100%;font-size:.9em} th,td{text-align:left;padding:4px 8px;border-bottom:1px solid #eaeef2;vertical-align:top}
    th button{font:inherit;font-weight:bold;background:none;border:0;padding:0;cursor:pointer;color:#0969da}
    th[aria-sort=ascending] button::after{content:" ▲"} th[aria-sort=descending] button::after{content:" ▼"}
    .modules{font-size:.85em;color:#57606a}
    .charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(300px,1fr));gap:16px} figure{margin:0} figcaption{font-weight:600;margin-bottom:4px}
    .legend i{display:inline-block;width:10px;height:10px;margin-left:8px}
    .filters{display:flex;gap:12px;flex-wrap:wrap;margin:8px 0;position:sticky;top:0;background:#fff;padding:6px 0;z-index:1}
    details>summary{cursor:pointer;padding:4px 0} .rule-group{border-bottom:1px solid #eaeef2} p.how{margin:4px 0 4px 8px}
    .rule-doc{border-top:1px solid #eaeef2;padding-top:4px}
    footer{margin-top:32px;font-size:.85em}
    @media (max-width:600px){
      body{padding:8px} header{flex-direction:column;align-items:flex-start} ul.evidence{margin-left:8px}
      table.cards thead{display:none} table.cards,table.cards tbody,table.cards tr,table.cards td{display:block;width:100%}
      table.cards tr{border-bottom:2px solid #d0d7de;padding:4px 0} table.cards td{border:0;padding:2px 4px}
      table.cards td::before{content:attr(data-label) ": ";font-weight:600;color:#57606a}
      table.sortable thead{display:block} table.sortable thead tr{display:flex;flex-wrap:wrap;gap:8px;border:0}
      table.sortable thead th{display:none} table.sortable thead th[data-sort]{display:block;border:0;padding:2px 0}
      .charts{grid-template-columns:1fr}
    }
    @media print{
      .filters,#f-expand{display:none} body{max-width:none;font-size:11pt} a{color:inherit;text-decoration:none}
      header{break-after:avoid} section{break-inside:auto} tr,li,figure,.rule-doc{break-inside:avoid}
      details::details-content{content-visibility:visible;display:contents} details>summary{list-style:none}
      #worst{display:none}
    }
    """

    static let script = """
    (function(){
    var t=document.getElementById('deps');
    if(t){var body=t.tBodies[0];t.querySelectorAll('th[data-sort]').forEach(function(th){th.querySelector('button').addEventListener('click',function(){
    var key=th.dataset.sort,dir=th.getAttribute('aria-sort')==='ascending'?-1:1;
    t.querySelectorAll('th[data-sort]').forEach(function(o){o.removeAttribute('aria-sort');});
    th.setAttribute('aria-sort',dir===1?'ascending':'descending');
    var rows=Array.prototype.slice.call(body.rows);
    rows.sort(function(a,b){var x=a.dataset[key],y=b.dataset[key];
    if(key!=='name'){x=parseFloat(x);y=parseFloat(y);}
    var c=x<y?-1:x>y?1:0;if(c===0){c=a.dataset.name<b.dataset.name?-1:a.dataset.name>b.dataset.name?1:0;return c;}return c*dir;});
    rows.forEach(function(r){body.appendChild(r);});});});}
    window.addEventListener('beforeprint',function(){document.querySelectorAll('details').forEach(function(d){d.open=true;});});
    var f=document.getElementById('filters');if(!f)return;f.hidden=false;
    var s=document.getElementById('f-severity'),r=document.getElementById('f-rule'),p=document.getElementById('f-path'),c=document.getElementById('f-count'),e=document.getElementById('f-expand');
    e.addEventListener('click',function(){var open=e.textContent==='Expand all';document.querySelectorAll('.rule-group').forEach(function(d){d.open=open;});e.textContent=open?'Collapse all':'Expand all';});
    function apply(){var sv=s.value,rv=r.value,pv=p.value.toLowerCase(),n=0;
    document.querySelectorAll('.rule-group li.finding').forEach(function(li){var ok=(!sv||li.dataset.severity===sv)&&(!rv||li.dataset.rule===rv)&&(!pv||li.dataset.path.toLowerCase().indexOf(pv)>=0);li.hidden=!ok;if(ok)n++;});
    document.querySelectorAll('.rule-group .file').forEach(function(d){d.hidden=!d.querySelector('li.finding:not([hidden])');});
    var any=sv||rv||pv;document.querySelectorAll('.rule-group').forEach(function(g){g.hidden=!g.querySelector('li.finding:not([hidden])');if(any&&!g.hidden)g.open=true;});
    c.textContent=n+' shown';}
    [s,r].forEach(function(e){e.addEventListener('change',apply);});p.addEventListener('input',apply);apply();})();
    """
}
